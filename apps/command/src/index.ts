// Standalone entry (`npm run dev:command`); under the shell only remoteEntry.js and ./App load.
import('./bootstrap');
