/** A service was asked for an item that does not exist (the /api answers 404, a page action its refusal). */
export class NotFoundError extends Error {
  constructor() {
    super("Not found");
  }
}
