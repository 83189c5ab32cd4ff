import { render, screen } from '@testing-library/react';
import { LANGUAGE_CODES } from '@travel/contracts';
import { i18n } from '@travel/i18n';
import { hotelCatalogueFixture, initTestI18n } from '@travel/mocks';
import { hotelTermKey, useHotelTerms, type HotelTermKind } from '../src/hotelTerms';

beforeAll(() => initTestI18n('en'));
afterAll(() => initTestI18n('en'));

it.each<[HotelTermKind, string, string]>([
  ['amenities', 'Free Wi-Fi', 'amenities.free-wi-fi'],
  ['amenities', '24-hour front desk', 'amenities.24-hour-front-desk'],
  ['boards', 'Breakfast included', 'boards.breakfast-included'],
  ['rooms.type', 'Standard Double Room', 'rooms.type.standard-double-room'],
])('hotelTermKey(%s, %s) is %s', (kind, word, key) => {
  expect(hotelTermKey(kind, word)).toBe(key);
});

// The API's own words are checked against the seed in apps/api/test/hotel-vocabulary.test.ts; these are the mocks'.
describe('every word the mocks send has a translation in every language', () => {
  const words: [HotelTermKind, string][] = [
    ...hotelCatalogueFixture.flatMap((hotel) => hotel.amenities.map((word): [HotelTermKind, string] => ['amenities', word])),
    ...hotelCatalogueFixture.flatMap((hotel) => hotel.rooms.flatMap((room): [HotelTermKind, string][] => [['rooms.type', room.name], ['boards', room.board]])),
  ];
  const keys = [...new Set(words.map(([kind, word]) => hotelTermKey(kind, word)))];
  it.each(LANGUAGE_CODES)('%s', (language) => {
    const missing = keys.filter((key) => !i18n.exists(key, { ns: 'hotels', lng: language, fallbackLng: false }));
    expect(missing).toEqual([]);
  });
});

function Terms({ words }: { words: [HotelTermKind, string][] }) {
  const term = useHotelTerms();
  return (
    <ul>
      {words.map(([kind, word]) => (
        <li key={word}>{term(kind, word)}</li>
      ))}
    </ul>
  );
}

test('useHotelTerms says the words in the page language; an unknown word shows as sent', async () => {
  await initTestI18n('es');
  render(<Terms words={[['amenities', 'Free Wi-Fi'], ['boards', 'Half board'], ['rooms.type', 'Family Suite'], ['amenities', 'Helipad']]} />);
  expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Wi-Fi gratis', 'Media pensión', 'Suite Familiar', 'Helipad']);
});
