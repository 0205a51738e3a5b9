/** Each language's search index, built from the content (scripts/search/plugin.ts). */
declare module 'virtual:search-index-*' {
  /** SearchIndexData (../search-doc.ts) as JSON. */
  export const data: string;
}
