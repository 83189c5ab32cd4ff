import { renderStandalone } from '@travel/federation';
import App from './App';

void renderStandalone('command', App);
