/** A stylesheet imported as text (`import css from './x.css?inline'`), for adopting into shadow roots. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
