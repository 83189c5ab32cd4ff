import { useRef, useState, type MouseEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Images } from 'lucide-react';
import { PhotoViewer } from './PhotoViewer';
import './gallery.css';

export interface GalleryPhoto {
  src: string;
  /** What the photo shows; also its caption full screen. */
  alt: string;
}

export interface PhotoGalleryProps {
  /** Names the gallery and its full-screen view ('Photos of Hotel Aurora'). */
  label: string;
  photos: readonly GalleryPhoto[];
  /** The photos' intrinsic size, so nothing shifts as they load. */
  width?: number;
  height?: number;
}

/** The first photo large and the next ones as thumbnails; the others are one click away. */
const TILES = 5;

/**
 * A place's photos: the first large, the next four as thumbnails beside it (below it on a
 * phone), each opening the full-screen viewer at that photo; 'Show all photos' opens it at
 * the first. When the viewer closes, the focus goes back to what opened it.
 */
export function PhotoGallery({ label, photos, width = 960, height = 640 }: PhotoGalleryProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<number | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const count = photos.length;
  const hidden = count - TILES;

  const show = (index: number) => (event: MouseEvent<HTMLElement>) => {
    opener.current = event.currentTarget;
    setOpen(index);
  };
  const closed = () => {
    setOpen(null);
    opener.current?.focus();
  };

  const tile = (photo: GalleryPhoto, index: number) => (
    <button
      type="button"
      className="photo-gallery-tile"
      aria-haspopup="dialog"
      aria-label={t('gallery.open', { number: index + 1, total: count, alt: photo.alt })}
      onClick={show(index)}
    >
      {/* The first photo is the page's largest picture: it loads first. */}
      <img src={photo.src} alt="" width={width} height={height} loading={index === 0 ? 'eager' : 'lazy'} fetchPriority={index === 0 ? 'high' : 'auto'} decoding="async" />
      {index === TILES - 1 && hidden > 0 ? (
        <span className="photo-gallery-more" aria-hidden="true" dir="ltr">
          +{hidden}
        </span>
      ) : null}
    </button>
  );

  const [first, ...rest] = photos;
  if (!first) return null;
  return (
    <section className="photo-gallery" aria-label={label}>
      <div className="photo-gallery-hero">{tile(first, 0)}</div>
      {rest.length > 0 ? (
        <ul className="photo-gallery-thumbs">
          {rest.slice(0, TILES - 1).map((photo, position) => (
            <li key={`${photo.src}-${position}`}>{tile(photo, position + 1)}</li>
          ))}
        </ul>
      ) : null}
      {count > 1 ? (
        <button type="button" className="btn btn-outline photo-gallery-all" aria-haspopup="dialog" onClick={show(0)}>
          <Images aria-hidden="true" size={18} />
          {t('gallery.showAll', { count })}
        </button>
      ) : null}
      {open === null ? null : <PhotoViewer label={label} photos={photos} index={open} width={width} height={height} onIndexChange={setOpen} onClose={closed} />}
    </section>
  );
}
