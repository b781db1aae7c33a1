/** A link's words: the shown ones, and those only a screen reader hears before and after them. */
export function LinkText({ words }: { words: { before: string; shown: string; after: string } }) {
  return (
    <>
      {words.before && <span className="sr-only">{words.before}</span>}
      {words.shown}
      {words.after && <span className="sr-only">{words.after}</span>}
    </>
  );
}
