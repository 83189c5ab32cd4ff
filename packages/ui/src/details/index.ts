// The parts of a place's details page that every service shows alike (hotels today; resorts,
// cruises and activities next): the photo gallery with its full-screen viewer, and guest reviews.
export { PhotoGallery, type GalleryPhoto, type PhotoGalleryProps } from './PhotoGallery';
export { PhotoViewer, type PhotoViewerProps } from './PhotoViewer';
export { GuestReviews } from './GuestReviews';
export { trappedFocus, viewerAction, type ViewerAction } from './viewerKeys';
export { countryName, formatReviewDate, formatScore, inOtherLanguage, languageName } from './reviewFormat';
