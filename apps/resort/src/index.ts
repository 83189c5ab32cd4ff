// Standalone entry (`npm run dev:<remote>`); under the shell only remoteEntry.js and ./App load.
import('./bootstrap');
