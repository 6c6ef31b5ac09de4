// The signed-in user as a request sees it, apart from the context that carries it: the session
// cache keeps these, and the context names the cache.

/** Who is signed in. */
export interface SessionUser {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  region: number;
}
