/** A stylesheet imported as text (`import css from './x.css?inline'`), for adopting into shadow roots. */
declare module '*.css?inline' {
  const css: string;
  export default css;
}

/** A prebuilt worker script copied into the build (`import url from 'altcha/workers/pbkdf2?worker-url'`): its address. */
declare module '*?worker-url' {
  const url: string;
  export default url;
}

/** `import styles from './sections/X?styles'`: every stylesheet the section reaches by its imports, for a shadow root. */
declare module '*?styles' {
  const styles: readonly string[];
  export default styles;
}

/** `import firstView from './sections/X?first-view'`: the section's widget markup, prerendered by the build. */
declare module '*?first-view' {
  const html: string;
  export default html;
}

/**
 * A component's stylesheet, declared beside its code (`import '../styles/tabs.css'`).
 * It exports nothing: the build inlines it into the site's sheet and adopts it into
 * the shadow root of every widget that renders the component.
 */
declare module '*.css';
