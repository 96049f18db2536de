import { createElement } from 'react';
import { TR, type ContentBlock, type ListBlock } from '@blog/shared';

/** The `html` fields come sanitised from the shared parser (design: Data), so injecting them is safe. */
const html = (value: string) => ({ __html: value });

function ListView({ block }: { block: ListBlock }) {
  const items = block.items.map((item, index) => (
    <li key={index} className={item.checked === undefined ? undefined : 'blg-md-task'}>
      {item.checked === undefined ? null : <input type="checkbox" checked={item.checked} disabled readOnly aria-label={item.checked ? TR.blogForm.taskDone : TR.blogForm.taskOpen} />}
      <span dangerouslySetInnerHTML={html(item.html)} />
      {item.children.map((child, childIndex) => (
        <ListView key={childIndex} block={child} />
      ))}
    </li>
  ));
  return block.ordered ? <ol start={block.start}>{items}</ol> : <ul>{items}</ul>;
}

/** One article content block (spec section 3) as HTML, for the form's live preview. */
export function BlockView({ block, idPrefix }: { block: ContentBlock; idPrefix: string }) {
  switch (block.type) {
    case 'paragraph':
      return <p dangerouslySetInnerHTML={html(block.html)} />;
    case 'heading':
      return createElement(`h${block.level}`, { id: `${idPrefix}${block.id}`, dangerouslySetInnerHTML: html(block.html) });
    case 'image':
      return (
        <figure className="blg-md-figure">
          {/* eslint-disable-next-line @next/next/no-img-element -- a preview of arbitrary URLs */}
          <img src={block.src} alt={block.alt} loading="lazy" />
          {block.caption ? <figcaption>{block.caption}</figcaption> : null}
        </figure>
      );
    case 'code':
      return (
        <pre className="blg-md-code" data-language={block.language}>
          <code className={`language-${block.language}`}>{block.content}</code>
        </pre>
      );
    case 'quote':
      return <blockquote dangerouslySetInnerHTML={html(block.html)} />;
    case 'list':
      return <ListView block={block} />;
    case 'divider':
      return <hr />;
    case 'callout':
      return (
        <div className={`blg-md-callout blg-md-callout--${block.variant}`} role="note">
          {block.title ? <p className="blg-md-callout__title">{block.title}</p> : null}
          <div dangerouslySetInnerHTML={html(block.html)} />
        </div>
      );
    case 'html':
      return <div className="blg-md-html" dangerouslySetInnerHTML={html(block.html)} />;
    default:
      return null;
  }
}

/** The blocks in order. */
export function BlockRenderer({ blocks, idPrefix = 'preview-' }: { blocks: readonly ContentBlock[]; idPrefix?: string }) {
  return (
    <>
      {blocks.map((block, index) => (
        <BlockView key={index} block={block} idPrefix={idPrefix} />
      ))}
    </>
  );
}
