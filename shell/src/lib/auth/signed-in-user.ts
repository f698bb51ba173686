/**
 * Where the shell reads the signed-in user from: the data layer's query cache once it is loaded
 * (it registers itself here), nothing before. Code on the first page's path reads the user
 * without pulling in TanStack Query.
 */
let source: () => unknown = () => undefined;

export function setSignedInUserSource(read: () => unknown): void {
  source = read;
}

/** The user as the user query last read it, unparsed; undefined when nobody asked yet. */
export function signedInUser(): unknown {
  return source();
}
