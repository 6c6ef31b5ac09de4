// What the web build tells the server each address of the app needs (page-preloads.json beside
// index.html): the build writes it, the server names it in the page it sends.

/** By route pattern of the web app, what its screen needs beyond the entry. */
export interface PageFiles {
  readonly path: string;
  /** Its scripts and styles. */
  readonly js: readonly string[];
  readonly css: readonly string[];
  /** The API addresses it reads at once, as the app asks for them (`{next}`: the next gameweek). */
  readonly data: readonly string[];
  /** What it needs more for a manager with a team (`{entry}`: his entry). */
  readonly team: { readonly js: readonly string[]; readonly data: readonly string[] };
}

/** The whole of page-preloads.json. */
export interface PagePreloads {
  readonly pages: readonly PageFiles[];
}
