/**
 * A form refused because its page was opened at another address than the site's PUBLIC_URL
 * (server/origins.ts): the code the server's 403 carries, and the words the visitor sees.
 */
export const WRONG_ADDRESS = "WRONG_ADDRESS";

export const openItAt = (publicUrl: string) => `This site is set up to be used at ${publicUrl} — open it there.`;
