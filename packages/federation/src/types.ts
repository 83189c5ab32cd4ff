/** What every remote exposes as './App': its routes, rendered under the mount the shell matched. */
export type RemoteAppProps = {
  /** The path the shell mounted the remote at, e.g. '/booknow/hotels' or '/hotel-details'. */
  mount: string;
};
