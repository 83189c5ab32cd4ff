import { renderStandalone } from '@travel/federation';
import App from './App';

void renderStandalone('account', App);
