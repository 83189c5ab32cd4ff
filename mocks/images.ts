// GET /images/<kind>/<file>: the demo inventory's generated pictures, painted in the page by
// the same @travel/artwork the API's image route (apps/api/src/routes/images.ts) serves, so
// under MOCKS=1 every <img> of a hotel, room, activity, resort or car shows.
import { http, HttpResponse } from 'msw';
import { artworkFileSvg } from '@travel/artwork';
import { ERROR_CODES } from '@travel/contracts';
import { apiError } from './respond';

export function imageHandlers() {
  return [
    http.get<{ kind: string; file: string }>('*/images/:kind/:file', ({ request, params }) => {
      const svg = artworkFileSvg(params.kind, params.file);
      if (svg === null) return apiError(404, ERROR_CODES.notFound, `No image at ${new URL(request.url).pathname}`);
      return new HttpResponse(svg, { headers: { 'content-type': 'image/svg+xml; charset=utf-8' } });
    }),
  ];
}
