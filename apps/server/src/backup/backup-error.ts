/** A refusal or failure the operator can act on: printed as it is, without a stack. */
export class BackupError extends Error {}
