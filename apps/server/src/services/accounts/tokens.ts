import { createHash, randomBytes } from 'node:crypto';

/** A random token for a cookie or a link; only its hash is ever stored. */
export const newToken = () => randomBytes(32).toString('base64url');

/** The stored form of a token. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');
