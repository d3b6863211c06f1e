import { Fragment } from 'react';
import { inlineCode, type Block } from './description-blocks';

/** Text with `code` spans, rendered as elements: descriptions never reach the page as HTML. */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {inlineCode(text).map((piece, index) => (
        <Fragment key={index}>{piece.code ? <code>{piece.text}</code> : piece.text}</Fragment>
      ))}
    </>
  );
}

export function RichText({ blocks }: { blocks: Block[] }) {
  return (
    <>
      {blocks.map((block, index) =>
        block.kind === 'paragraph' ? (
          <p key={index}>
            <InlineText text={block.text} />
          </p>
        ) : (
          <ul key={index}>
            {block.items.map((item) => (
              <li key={item}>
                <InlineText text={item} />
              </li>
            ))}
          </ul>
        ),
      )}
    </>
  );
}
