/** What every remote exposes as './App': its routes, rendered under the mount the shell matched. */
export type RemoteAppProps = {
  /** The path the shell mounted the remote at, e.g. '/booknow/hotels' or '/hotel-details'. */
  mount: string;
};

/**
 * What a booking remote exposes as './SearchForm' once its journey is built: its search form,
 * ready to use anywhere in the shell (the home page's search panel). It takes nothing: the form
 * starts from the service's defaults, and a complete search opens the remote's own results.
 */
export type RemoteSearchFormProps = Record<string, never>;

/** Every module a remote may expose (webpack.config.ts), and the props its default export takes. */
export interface RemoteModules {
  App: RemoteAppProps;
  SearchForm: RemoteSearchFormProps;
}

export type RemoteModuleName = keyof RemoteModules;
