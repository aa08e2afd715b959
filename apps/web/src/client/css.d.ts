// Stylesheets are bundled by esbuild; TypeScript only needs to know the imports exist.
declare module '*.css';
