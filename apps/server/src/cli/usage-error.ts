/** A command line the operator can get wrong: the message says how to put it right. */
export class UsageError extends Error {}
