// The page frame's styles are part of the entry, so the HTML links them in <head>: the first
// screen the server paints (apps/api/src/web/first-paint.ts) is styled before any script runs.
import '@travel/ui/tokens.css';
import './shell.css';
import './layout/header.css';
import './home/home.css';

// The async boundary lets the federation runtime negotiate shared modules before any app code runs.
import('./bootstrap');
