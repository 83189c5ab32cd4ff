import HtmlWebpackPlugin from 'html-webpack-plugin';
import { APP_NAMES, buildConfig } from '../../webpack.config';

/** A standalone remote is opened and reloaded at deep URLs (/booknow/hotels/search): its page must still find /main.js. */
test.each(APP_NAMES)('%s: its page loads its scripts from the root, whatever the URL it is opened at', (app) => {
  const html = buildConfig(app, 'development').plugins?.find((plugin) => plugin instanceof HtmlWebpackPlugin);
  expect(html).toBeInstanceOf(HtmlWebpackPlugin);
  expect((html as HtmlWebpackPlugin).userOptions.publicPath).toBe('/');
});
