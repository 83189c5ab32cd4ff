import base from './playwright.config';
export default { ...base, webServer: undefined, projects: base.projects?.filter((p) => ['sign-in', 'desktop', 'mobile'].includes(p.name ?? '')) };
