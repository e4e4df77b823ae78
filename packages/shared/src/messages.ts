/** User-facing texts of SPEC.md section 8, kept to the letter. */
export const MESSAGES = {
  uploadNoFile: "Please select a file",
  uploadUrlFailed: "Failed to get upload URL",
  uploadFailed: "Upload failed",
  questLoadFailed: "Quest Bay systems offline",
  claimFailed: "Reward claim failed",
  alreadyClaimed: "Reward already claimed",
  questNotCompleted: "Quest not completed",
  loginRequired: "Login required",
  tierRequired: (tier: string) => `${tier} tier or higher required`,
  alreadyEnrolled: "Already enrolled in this tournament",
  tournamentFull: "Tournament at full capacity",
  joinFailed: "Failed to join tournament",
  enrollmentFailed: "Enrollment failed",
  subscriptionFailed: "Subscription update failed",
  alreadyDrawn: "Already drew your card today!",
  drawFailed: "Failed to draw card",
  cardDrawFailed: "Card draw failed",
  battleCreationFailed: "Battle creation failed",
  scoringFailed: "Scoring failed",
  insufficientStardust: "Insufficient Stardust!",
} as const;

/** Refusals of our own domain rules, in the same voice. */
export const RULE_MESSAGES = {
  vaultNeedsPayment: "The Stardust Vault bundle is bought with money: use its Purchase button in the shop",
  battleEntriesUsed: "No battle entries left this month",
  highestRank: "You already hold the highest rank",
  unknownQuest: "Quest not found",
  timezoneTooSoon: "Your timezone can change once every 7 days",
} as const;

/** Texts of our own (auth, platform errors), written in the same voice. */
export const PLATFORM_MESSAGES = {
  notSignedIn: "Sign in to continue",
  invalidCredentials: "Invalid email or password",
  emailTaken: "An account with this email already exists",
  weakPassword: "Password must be at least 8 characters",
  tooManyAttempts: "Too many attempts. Wait a minute and try again",
  notFound: "Not found",
  forbidden: "You are not allowed to do that",
  internal: "Something went wrong on our side",
  invalidJson: "The request body is not valid JSON",
  payloadTooLarge: "The request body is too large",
  objectPayload: "The payload must be an object with named fields, not a string",
  badRequest: "The request could not be read",
  headersTooLarge: "The request headers are too large",
  requestTimeout: "The request took too long to arrive",
  unsupportedMediaType: "Send JSON (Content-Type: application/json)",
  invalidValue: "A value is outside what is allowed",
  accountRefused: "That could not be done with this account. Check the details and try again",
  missingReference: "It refers to a record that does not exist",
  idempotencyInProgress: "The same request is still being processed",
} as const;
