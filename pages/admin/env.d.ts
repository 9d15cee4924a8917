/** A prebuilt script copied into the editor's build (`import url from 'axe-core/axe.min.js?script-url'`): its address. */
declare module '*?script-url' {
  const url: string;
  export default url;
}
