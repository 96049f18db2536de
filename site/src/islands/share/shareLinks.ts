/** Share targets (spec section 9): X, LinkedIn and WhatsApp in a 600x400 popup. */
import { SHARE_POPUP } from '@blog/shared';

export type ShareTarget = 'x' | 'linkedin' | 'whatsapp';

export function shareUrl(target: ShareTarget, url: string, title: string): string {
  const u = encodeURIComponent(url);
  switch (target) {
    case 'x':
      return `https://x.com/intent/tweet?url=${u}&text=${encodeURIComponent(title)}`;
    case 'linkedin':
      return `https://www.linkedin.com/sharing/share-offsite/?url=${u}`;
    case 'whatsapp':
      return `https://wa.me/?text=${encodeURIComponent(`${title} ${url}`)}`;
  }
}

/** `window.open` features: 600x400, centred on the screen, without an opener. */
export function popupFeatures(screenSize: { width: number; height: number } = window.screen): string {
  const { width, height } = SHARE_POPUP;
  const left = Math.max(0, Math.round((screenSize.width - width) / 2));
  const top = Math.max(0, Math.round((screenSize.height - height) / 2));
  return `width=${width},height=${height},left=${left},top=${top},noopener,noreferrer`;
}
