import { useEffect, useRef, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { ChevronLeft, ChevronRight, X } from 'lucide-react';
import { wrapIndex } from '../carousel/wrapIndex';
import type { GalleryPhoto } from './PhotoGallery';
import { trappedFocus, viewerAction } from './viewerKeys';

/** A swipe shorter than this is a tap. */
const SWIPE_PX = 48;

export interface PhotoViewerProps {
  /** The dialog's accessible name ('Photos of Hotel Aurora'). */
  label: string;
  photos: readonly GalleryPhoto[];
  index: number;
  width: number;
  height: number;
  onIndexChange: (index: number) => void;
  /** Called once the dialog has closed, when the page can take the focus again. */
  onClose: () => void;
}

/**
 * The gallery full screen: a modal dialog (the page behind is inert) with the photo, its
 * caption, a counter read out as it changes, previous and next, and every photo as a
 * thumbnail. Arrow keys step (wrapping at both ends), Home and End jump, a swipe steps on a
 * touch screen, Escape closes, and Tab cycles inside.
 */
export function PhotoViewer({ label, photos, index, width, height, onIndexChange, onClose }: PhotoViewerProps) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const closeRef = useRef<HTMLButtonElement>(null);
  const swipeFrom = useRef<number | null>(null);
  const rtl = i18n.dir() === 'rtl';
  const count = photos.length;
  const photo = photos[index];

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal?.();
    closeRef.current?.focus();
    // The page must not scroll behind the photo.
    document.documentElement.classList.add('photo-viewer-open');
    return () => {
      document.documentElement.classList.remove('photo-viewer-open');
      dialog?.close?.();
    };
  }, []);

  // The current photo's thumbnail stays in sight when the strip is wider than the screen.
  useEffect(() => {
    ref.current?.querySelector('[aria-current="true"]')?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [index]);

  const close = () => {
    ref.current?.close?.();
    onClose();
  };
  const go = (to: number) => onIndexChange(wrapIndex(to, count));

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    if (event.key === 'Tab') {
      const controls = [...(ref.current?.querySelectorAll<HTMLElement>('button:not([disabled])') ?? [])];
      const target = trappedFocus(controls, document.activeElement as HTMLElement | null, event.shiftKey);
      if (target) {
        event.preventDefault();
        target.focus();
      }
      return;
    }
    const action = viewerAction(event.key, rtl);
    if (!action) return;
    event.preventDefault();
    if (action === 'close') close();
    else if (action === 'previous') go(index - 1);
    else if (action === 'next') go(index + 1);
    else go(action === 'first' ? 0 : count - 1);
  };

  const onPointerUp = (event: PointerEvent) => {
    if (swipeFrom.current === null) return;
    const moved = event.clientX - swipeFrom.current;
    swipeFrom.current = null;
    if (Math.abs(moved) < SWIPE_PX) return;
    // A swipe pulls the next photo in from the side the text reads towards.
    go(index + ((moved < 0) !== rtl ? 1 : -1));
  };

  if (!photo) return null;
  const counter = t('gallery.counter', { number: index + 1, total: count });
  return (
    <dialog
      ref={ref}
      className="photo-viewer"
      aria-label={label}
      aria-modal="true"
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        close();
      }}
    >
      <div className="photo-viewer-bar">
        <p className="photo-viewer-counter" aria-live="polite" aria-atomic="true">
          {counter}
        </p>
        <button ref={closeRef} type="button" className="photo-viewer-button" aria-label={t('gallery.close')} onClick={close}>
          <X aria-hidden="true" />
        </button>
      </div>
      <figure className="photo-viewer-stage" onPointerDown={(event) => (swipeFrom.current = event.clientX)} onPointerUp={onPointerUp}>
        <img key={photo.src} src={photo.src} alt={photo.alt} width={width} height={height} decoding="async" draggable={false} />
        <figcaption aria-hidden="true">{photo.alt}</figcaption>
      </figure>
      {count > 1 ? (
        <>
          <button type="button" className="photo-viewer-button photo-viewer-step photo-viewer-previous" aria-label={t('gallery.previous')} onClick={() => go(index - 1)}>
            <ChevronLeft aria-hidden="true" />
          </button>
          <button type="button" className="photo-viewer-button photo-viewer-step photo-viewer-next" aria-label={t('gallery.next')} onClick={() => go(index + 1)}>
            <ChevronRight aria-hidden="true" />
          </button>
          <ul className="photo-viewer-thumbs" aria-label={t('gallery.thumbnails')}>
            {photos.map((thumb, position) => (
              <li key={`${thumb.src}-${position}`}>
                <button
                  type="button"
                  className="photo-viewer-thumb"
                  aria-label={t('gallery.counter', { number: position + 1, total: count })}
                  aria-current={position === index ? 'true' : undefined}
                  onClick={() => go(position)}
                >
                  <img src={thumb.src} alt="" width={width} height={height} loading="lazy" decoding="async" draggable={false} />
                </button>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </dialog>
  );
}
