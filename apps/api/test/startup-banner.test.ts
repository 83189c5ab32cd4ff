import { loadConfig } from '../src/config';
import { DEMO_AGENCIES } from '../src/seed';
import { startupBanner } from '../src/startup-banner';

describe('startupBanner', () => {
  it('lists the demo agencies and their password when the start seeded them', () => {
    const banner = startupBanner(loadConfig({ PORT: '3000' }), '1.2', DEMO_AGENCIES);
    expect(banner).toContain('Travel API ready in 1.2 s');
    expect(banner).toContain('http://wayfarer.localhost:3000  Wayfarer Travel');
    expect(banner).toContain('http://closed.localhost:3000    Closed Travel Co (Inactive)');
    expect(banner).toContain('Demo accounts: see docs/demo-data.md (password Travel-Demo-2026)');
    expect(banner).not.toContain('npm run agency');
  });

  it('names no demo agency nor password without demo data, and says how to create an agency', () => {
    const banner = startupBanner(loadConfig({ PORT: '3000', DATABASE_URL: 'postgres://travel:secret@db.internal:5432/travel' }), '0.8', null);
    expect(banner).toContain('(PostgreSQL postgres://travel:***@db.internal:5432/travel)');
    expect(banner).not.toMatch(/sunny|Travel-Demo-2026|DEMO\.md/);
    expect(banner).toContain('npm run agency -- create --subdomain <name> --name "<Agency name>" --owner-email <email>');
  });
});
