/** The article's share menu (spec sections 2, 4, 9): X, LinkedIn, WhatsApp, copy link, native share. */
import { useEffect, useId, useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { EN } from '@blog/shared';
import { useInViewport } from './hooks/useInViewport';
import { useOutsideClick } from './hooks/useOutsideClick';
import { popupFeatures, shareUrl } from './share/shareLinks';
import type { ShareTarget } from './share/shareLinks';
import { useCopyLink } from './share/useCopyLink';

export interface ShareMenuProps {
  /** Absolute URL of the article. */
  url: string;
  title: string;
}

const TARGETS: { target: ShareTarget; label: string }[] = [
  { target: 'x', label: EN.islands.shareOnX },
  { target: 'linkedin', label: EN.islands.shareOnLinkedIn },
  { target: 'whatsapp', label: EN.islands.shareOnWhatsApp },
];

export function ShareMenu({ url, title }: ShareMenuProps) {
  const [open, setOpen] = useState(false);
  const [canShare, setCanShare] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);
  const panelRef = useRef<HTMLDivElement>(null);
  const menuId = useId();
  const { state: copyState, copy, reset } = useCopyLink(url);

  useEffect(() => setCanShare(typeof navigator.share === 'function'), []);
  useOutsideClick(rootRef, open, () => setOpen(false));
  useInViewport(panelRef, open);
  useEffect(() => {
    if (open) menuRef.current?.querySelector('button')?.focus();
    else reset();
  }, [open, reset]);

  const items = (): HTMLButtonElement[] => Array.from(menuRef.current?.querySelectorAll('button') ?? []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (!open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      toggleRef.current?.focus();
      return;
    }
    if (event.key !== 'ArrowDown' && event.key !== 'ArrowUp') return;
    event.preventDefault();
    const list = items();
    const current = list.findIndex((item) => item === document.activeElement);
    const step = event.key === 'ArrowDown' ? 1 : -1;
    list[(current + step + list.length) % list.length]?.focus();
  };

  const openPopup = (target: ShareTarget) => {
    window.open(shareUrl(target, url, title), '_blank', popupFeatures());
    setOpen(false);
  };

  const nativeShare = () => {
    setOpen(false);
    navigator.share({ title, url }).catch(() => undefined);
  };

  return (
    <div className="share" ref={rootRef} onKeyDown={onKeyDown}>
      <button
        type="button"
        className="button share__toggle"
        ref={toggleRef}
        aria-expanded={open}
        aria-controls={menuId}
        onClick={() => setOpen((value) => !value)}
      >
        <svg aria-hidden="true" width="16" height="16" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
          <circle cx="18" cy="5" r="3" />
          <circle cx="6" cy="12" r="3" />
          <circle cx="18" cy="19" r="3" />
          <path d="m8.6 13.5 6.8 4M15.4 6.5l-6.8 4" />
        </svg>
        {EN.islands.share}
      </button>
      <div className="share__panel" id={menuId} ref={panelRef} hidden={!open}>
        <ul className="share__list" ref={menuRef}>
          {TARGETS.map(({ target, label }) => (
            <li key={target}>
              <button type="button" className="share__item" onClick={() => openPopup(target)}>
                {label}
              </button>
            </li>
          ))}
          <li>
            <button type="button" className="share__item" onClick={() => void copy()}>
              {copyState === 'copied' ? EN.linkCopied : EN.islands.copyLink}
            </button>
          </li>
          {canShare && (
            <li>
              <button type="button" className="share__item" onClick={nativeShare}>
                {EN.islands.nativeShare}
              </button>
            </li>
          )}
        </ul>
        <p className={copyState === 'failed' ? 'share__error' : 'visually-hidden'} role="status">
          {copyState === 'failed' ? EN.copyLinkFailed : copyState === 'copied' ? EN.linkCopied : ''}
        </p>
      </div>
    </div>
  );
}
