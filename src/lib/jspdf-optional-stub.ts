/**
 * jspdf lazily imports html2canvas, canvg and dompurify for doc.html() and SVG
 * support, which the certificate never uses. Aliasing them here keeps ~120 KB
 * of never-loaded chunks out of the build and the precache.
 */
const unused = undefined;
export { unused as default };
