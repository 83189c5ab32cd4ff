// Jest stands this in for every imported stylesheet.
export {};
