import { render, screen } from '@testing-library/react';
import { SafeHtml, sanitizeHtml } from '@travel/ui';
import { SUNNY_ABOUT_HTML } from './fixtures';

/** Parses sanitised HTML back into elements, to assert on structure rather than string layout. */
async function sanitisedDom(html: string): Promise<HTMLElement> {
  const container = document.createElement('div');
  container.innerHTML = await sanitizeHtml(html);
  return container;
}

describe('sanitizeHtml', () => {
  it.each([
    ['a script', '<p>Hi</p><script>alert(1)</script>', 'script'],
    ['an inline event handler', '<img src="x" onerror="alert(1)">', '[onerror]'],
    ['a handler on a link', '<a href="/x" onclick="alert(1)">x</a>', '[onclick]'],
    ['a javascript: link', '<a href="javascript:alert(1)">x</a>', '[href^="javascript"]'],
    ['an iframe', '<iframe src="https://evil.example"></iframe>', 'iframe'],
    ['a form and its controls', '<form action="https://evil.example"><input name="card"><button>Pay</button></form>', 'form, input, button'],
    ['a style attribute', '<p style="position:fixed;inset:0">Overlay</p>', '[style]'],
    ['a style element', '<style>body{display:none}</style><p>x</p>', 'style'],
    ['an object', '<object data="x.swf"></object>', 'object'],
  ])('removes %s', async (_case, html, selector) => {
    const dom = await sanitisedDom(html);
    expect(dom.querySelector(selector)).toBeNull();
  });

  it('keeps ordinary markup: paragraphs, headings, lists, links, emphasis and images', async () => {
    const dom = await sanitisedDom(
      '<h2>Title</h2><p>Text with <strong>bold</strong> and <em>emphasis</em>.</p><ul><li>One</li></ul><a href="https://example.com/a">A link</a><img src="/brand/about.svg" alt="Landscape">',
    );
    expect(dom.querySelector('h2')?.textContent).toBe('Title');
    expect(dom.querySelector('p strong')?.textContent).toBe('bold');
    expect(dom.querySelector('em')).not.toBeNull();
    expect(dom.querySelectorAll('ul li')).toHaveLength(1);
    expect(dom.querySelector('a')).toHaveAttribute('href', 'https://example.com/a');
    expect(dom.querySelector('img')).toHaveAttribute('src', '/brand/about.svg');
    expect(dom.querySelector('img')).toHaveAttribute('alt', 'Landscape');
    expect(dom.querySelector('img')).toHaveAttribute('loading', 'lazy');
  });

  it('adds rel="noopener noreferrer" to links that open a new tab, and only to those', async () => {
    const dom = await sanitisedDom('<a href="https://a.example" target="_blank" rel="opener">A</a><a href="/b">B</a>');
    const [newTab, sameTab] = Array.from(dom.querySelectorAll('a'));
    expect(newTab).toHaveAttribute('target', '_blank');
    expect(newTab).toHaveAttribute('rel', 'noopener noreferrer');
    expect(sameTab).not.toHaveAttribute('rel');
  });
});

describe('<SafeHtml>', () => {
  let alertSpy: jest.SpyInstance;
  beforeEach(() => {
    alertSpy = jest.spyOn(window, 'alert').mockImplementation(() => undefined);
  });
  afterEach(() => alertSpy.mockRestore());

  it('renders the sunny About payload with neither the onerror image handler nor the script', async () => {
    const { container } = render(<SafeHtml html={SUNNY_ABOUT_HTML} className="rich-text" />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Sunshine, sorted' })).toBeInTheDocument();
    expect(screen.getByText(/Every hotel we list/)).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(container.innerHTML).not.toContain('xss-');
    // The image itself is harmless and stays.
    expect(container.querySelector('img')).toHaveAttribute('src', 'x');
    expect(alertSpy).not.toHaveBeenCalled();
  });
});
