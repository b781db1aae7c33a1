import { createContext, useContext } from "react";

/**
 * This response's Content-Security-Policy nonce, provided by app/entry.server.tsx. In the browser it
 * is "": browsers hide a nonce once the page has loaded (the attribute reads as empty), so the
 * client's "" matches what the server rendered and hydration sees no difference.
 */
export const CspNonce = createContext("");

export const useCspNonce = () => useContext(CspNonce);
