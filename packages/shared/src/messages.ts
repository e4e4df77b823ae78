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
  enrolled: "Enrolled in tournament!",
  subscriptionFailed: "Subscription update failed",
  alreadyDrawn: "Already drew your card today!",
  drawFailed: "Failed to draw card",
  cardDrawFailed: "Card draw failed",
  battleCreationFailed: "Battle creation failed",
  battleCreated: "Battle created successfully! 🚀",
  scoringFailed: "Scoring failed",
  scoreSubmitted: "Score submitted! ⭐",
  selectBattleToJudge: "Select a battle to start judging",
  loadingJudgePanel: "Loading Judge Panel...",
  judgeNotesPlaceholder: "Feedback for the pilot...",
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

/** Refusals of battles, entries and scores: each says what to do about it. */
export const BATTLE_MESSAGES = {
  battleNotFound: "Battle not found",
  submissionNotFound: "Submission not found",
  notYetOpen: "This battle opens for entries at its start time",
  entriesClosed: "Entries are closed: this battle is past its entry phase",
  battleFull: "Battle at full capacity",
  alreadyEntered: "Already entered this battle",
  hostCannotEnter: "You host this battle, so you cannot enter it",
  trackNotFound: "Choose one of your own tracks from Transmission Bay",
  audioOnly: "Only audio tracks (beats and songs) can enter a battle",
  trackFailed: "This track could not be processed, so it cannot enter a battle. Upload the file again, or choose another track",
  noEntriesLeft: (limit: number) =>
    `You have used your ${limit} battle entries this month. A Battle Boost from the Stardust Shop adds one more`,
  /** A pilot without a membership who used the month's free entries: a tier would lift it. */
  noFreeEntriesLeft: (limit: number) =>
    `You have used your ${limit} free battle entries this month. Cadet tier or higher gives 20 a month — see Fleet Status. A Battle Boost from the Stardust Shop adds one more`,
  notVoting: "Scores are accepted only while the battle is in voting",
  ownSubmission: "You cannot score your own submission",
  conflictOfInterest: "You host or entered this battle, so you cannot judge it",
  /** Who may judge, as the battle page says it (DESIGN.md section 6, Judging). */
  whoMayJudge: "Any signed-in pilot may judge, except the host and the entrants of this battle",
  whoMayJudgeMatch: "Any signed-in pilot may judge this match, except its two pilots",
  cancelled: "This battle was cancelled by the Overseer",
  submissionRemoved: "Your submission to this battle was removed by the Overseer, so you cannot enter it again",
} as const;

/** Refusals of tournament joins that SPEC.md does not word, in the same voice. */
export const TOURNAMENT_MESSAGES = {
  tournamentNotFound: "Tournament not found",
  notOpen: "This tournament is no longer open for entry",
  notYourself: "You can only enroll yourself in a tournament",
  notYourMatch: "Only the two pilots of this tournament match can enter it",
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
  hostRequired: "The request has no Host header",
  expectationFailed: "Only Expect: 100-continue is understood",
  unsupportedMediaType: "Send JSON (Content-Type: application/json)",
  invalidValue: "A value is outside what is allowed",
  accountRefused: "That could not be done with this account. Check the details and try again",
  missingReference: "It refers to a record that does not exist",
  idempotencyInProgress: "The same request is still being processed",
  /** Sign-in of a pilot the Overseer banned. */
  accountBanned: "This account has been banned by the Overseer. Contact support if you think this is a mistake",
  /** Sign-in (or sign-up) while REQUIRE_EMAIL_VERIFICATION is on and the address is not confirmed yet. */
  emailNotVerified: "Verify your email address first: open the link we sent you, or send a new one",
  /** After asking for a verification link: the same whether the address is known or not. */
  verificationSent: "If that address needs verifying, a new link is on its way",
  emailVerified: "Your email address is verified. Welcome aboard!",
  verifyLinkInvalid: "This verification link is invalid or has expired",
  /** After asking to move to a new address: the same whether the address is free or not. */
  emailChangeSent: "Check the new address for a confirmation link; your account keeps its current address until then",
  /** A password change whose current password is wrong. */
  wrongCurrentPassword: "That is not your current password",
  /** A pilot who only ever signed in through a provider has no password to change. */
  noPasswordYet: "This account has no password yet: sign out and use \"Forgot password?\" to set one",
  /** After a password change: this session stays, every other one ended. */
  passwordChanged: "Password changed. You stay signed in here; every other session was signed out",
  /** A provider's sign-in refused or abandoned. */
  providerFailed: "Sign-in with that provider did not complete. Try again or use your email and password",
  /** A provider's address matches a pilot who has not confirmed it here: no silent linking. */
  providerNotLinked: "An account with this email already exists. Sign in with your password, verify your address, then use the provider",
} as const;

/** Where a refusal a tier would lift sends the pilot, in the sentence it ends with. */
export const SEE_FLEET_STATUS = "see Fleet Status";

/**
 * A refusal a tier would lift, as the pilot reads it (DESIGN.md section 6, Tiers): SPEC.md's
 * '{tier} tier or higher required' becomes 'Cadet tier or higher required — see Fleet Status'.
 * Any other message is returned unchanged.
 */
export function tierRefusalSentence(message: string): string {
  const match = /^(cadet|explorer|commander|admiral) tier or higher required$/.exec(message);
  if (!match) return message;
  const tier = match[1]!;
  return `${tier[0]!.toUpperCase()}${tier.slice(1)} tier or higher required — ${SEE_FLEET_STATUS}`;
}
