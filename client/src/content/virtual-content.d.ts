// The modules the content plugin (scripts/vite/content-plugin.ts) builds from content/<locale>/<collection>:
// each collection's pages in site order. The modules in this folder give each its type.
declare module "virtual:content/*" {
  const entries: unknown[];
  export default entries;
}
