/** A stylesheet imported as text (`import css from './x.css?inline'`), for adopting into shadow roots. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}

/** `import styles from '../src/sections/X?styles'`: every stylesheet the section's parts use, for a shadow root. */
declare module '*?styles' {
  const styles: readonly string[];
  export default styles;
}
