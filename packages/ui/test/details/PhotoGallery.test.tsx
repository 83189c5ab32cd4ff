import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { i18n } from '@travel/i18n';
import { initTestI18n, renderInHost } from '@travel/mocks';
import { PhotoGallery, type GalleryPhoto } from '@travel/ui/details';

const photos: GalleryPhoto[] = ['Lobby', 'Pool', 'Twin Room', 'Suite', 'Terrace', 'Garden'].map((alt, n) => ({ src: `/images/test/${n + 1}.svg`, alt }));

beforeAll(() => initTestI18n('en'));
afterEach(() => act(() => i18n.changeLanguage('en')));

function renderGallery(list: GalleryPhoto[] = photos) {
  renderInHost(
    <>
      <button type="button">Before</button>
      <PhotoGallery label="Photos of Hotel Aurora" photos={list} />
    </>,
  );
  return screen.getByRole('region', { name: 'Photos of Hotel Aurora' });
}

const viewer = () => screen.getByRole('dialog', { name: 'Photos of Hotel Aurora' });
const shownPhoto = () => within(viewer()).getByRole('img');

test('the first photo large and four thumbnails, the sixth behind "+1", each opening the viewer', () => {
  const gallery = renderGallery();
  const tiles = within(gallery).getAllByRole('button', { name: /^Photo \d of 6/ });
  expect(tiles.map((tile) => tile.getAttribute('aria-label'))).toEqual(['Photo 1 of 6: Lobby', 'Photo 2 of 6: Pool', 'Photo 3 of 6: Twin Room', 'Photo 4 of 6: Suite', 'Photo 5 of 6: Terrace']);
  for (const tile of tiles) expect(tile).toHaveAttribute('aria-haspopup', 'dialog');
  expect(tiles[4]).toHaveTextContent('+1');
  // The first photo loads at once, the others when they near the screen; all keep their size.
  const images = gallery.querySelectorAll('img');
  expect(images[0]).toHaveAttribute('loading', 'eager');
  expect(images[1]).toHaveAttribute('loading', 'lazy');
  for (const image of images) expect(image).toHaveAttribute('width', '960');
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('the viewer opens at the photo chosen, with the close button focused and a counter read out as it changes', async () => {
  const user = userEvent.setup();
  const gallery = renderGallery();
  await user.click(within(gallery).getByRole('button', { name: 'Photo 2 of 6: Pool' }));
  expect(viewer()).toHaveAttribute('open');
  expect(viewer()).toHaveAttribute('aria-modal', 'true');
  expect(within(viewer()).getByRole('button', { name: 'Close photos' })).toHaveFocus();
  const counter = within(viewer()).getByText('Photo 2 of 6');
  expect(counter).toHaveAttribute('aria-live', 'polite');
  expect(shownPhoto()).toHaveAccessibleName('Pool');
  expect(shownPhoto()).toHaveAttribute('src', '/images/test/2.svg');
  expect(within(viewer()).getByRole('button', { name: 'Photo 2 of 6' })).toHaveAttribute('aria-current', 'true');
});

test('arrow keys step and wrap at both ends, Home and End jump, the buttons and thumbnails step too', async () => {
  const user = userEvent.setup();
  renderGallery();
  await user.click(screen.getByRole('button', { name: 'Show all 6 photos' }));
  expect(within(viewer()).getByText('Photo 1 of 6')).toBeInTheDocument();
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(within(viewer()).getByText('Photo 3 of 6')).toBeInTheDocument();
  expect(shownPhoto()).toHaveAccessibleName('Twin Room');
  await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
  expect(within(viewer()).getByText('Photo 6 of 6')).toBeInTheDocument();
  await user.keyboard('{ArrowRight}');
  expect(within(viewer()).getByText('Photo 1 of 6')).toBeInTheDocument();
  await user.keyboard('{End}');
  expect(within(viewer()).getByText('Photo 6 of 6')).toBeInTheDocument();
  await user.keyboard('{Home}');
  expect(within(viewer()).getByText('Photo 1 of 6')).toBeInTheDocument();
  await user.click(within(viewer()).getByRole('button', { name: 'Previous photo' }));
  expect(within(viewer()).getByText('Photo 6 of 6')).toBeInTheDocument();
  await user.click(within(viewer()).getByRole('button', { name: 'Next photo' }));
  await user.click(within(viewer()).getByRole('button', { name: 'Next photo' }));
  expect(within(viewer()).getByText('Photo 2 of 6')).toBeInTheDocument();
  await user.click(within(viewer()).getByRole('button', { name: 'Photo 5 of 6' }));
  expect(shownPhoto()).toHaveAccessibleName('Terrace');
});

test('right to left, the arrows follow what the eye sees', async () => {
  const user = userEvent.setup();
  await act(() => i18n.changeLanguage('ar'));
  renderGallery();
  await user.click(screen.getAllByRole('button', { name: /: Lobby$/ })[0]!);
  await user.keyboard('{ArrowLeft}');
  expect(within(viewer()).getByRole('img')).toHaveAttribute('src', '/images/test/2.svg');
  await user.keyboard('{ArrowRight}{ArrowRight}');
  expect(within(viewer()).getByRole('img')).toHaveAttribute('src', '/images/test/6.svg');
});

test('Tab and Shift+Tab cycle inside the viewer', async () => {
  const user = userEvent.setup();
  renderGallery();
  await user.click(screen.getByRole('button', { name: 'Photo 1 of 6: Lobby' }));
  const close = within(viewer()).getByRole('button', { name: 'Close photos' });
  const lastThumb = within(viewer()).getByRole('button', { name: 'Photo 6 of 6' });
  expect(close).toHaveFocus();
  await user.tab({ shift: true });
  expect(lastThumb).toHaveFocus();
  await user.tab();
  expect(close).toHaveFocus();
  await user.tab();
  expect(within(viewer()).getByRole('button', { name: 'Previous photo' })).toHaveFocus();
});

test.each([
  ['Escape', async (user: ReturnType<typeof userEvent.setup>) => user.keyboard('{Escape}')],
  ['the close button', async (user: ReturnType<typeof userEvent.setup>) => user.click(within(viewer()).getByRole('button', { name: 'Close photos' }))],
])('%s closes the viewer and gives the focus back to what opened it', async (_how, close) => {
  const user = userEvent.setup();
  renderGallery();
  const opener = screen.getByRole('button', { name: 'Photo 4 of 6: Suite' });
  await user.click(opener);
  await user.keyboard('{ArrowRight}');
  await close(user);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  expect(opener).toHaveFocus();
  expect(document.documentElement).not.toHaveClass('photo-viewer-open');
});

test('a single photo has nothing to step through', async () => {
  const user = userEvent.setup();
  const gallery = renderGallery(photos.slice(0, 1));
  expect(within(gallery).queryByRole('button', { name: /Show/ })).not.toBeInTheDocument();
  await user.click(within(gallery).getByRole('button', { name: 'Photo 1 of 1: Lobby' }));
  expect(within(viewer()).queryByRole('button', { name: 'Next photo' })).not.toBeInTheDocument();
  await user.keyboard('{ArrowRight}');
  expect(within(viewer()).getByText('Photo 1 of 1')).toBeInTheDocument();
});
