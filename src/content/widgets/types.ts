/** The public contract of one `<it-*>` element: what partners read in the gallery, the manifest and their editor. */

/** How an attribute's text becomes a value. Booleans are true when present. */
export type AttributeKind = 'string' | 'number' | 'boolean' | 'json';

/** One attribute of a widget (kebab-case on the tag, camelCase as a property). */
export interface WidgetAttribute {
  name: string;
  type: AttributeKind;
  description: string;
  /** The value used when the attribute is absent, as text. */
  default?: string;
  /** The allowed values, when the attribute is an enumeration. */
  values?: readonly string[];
  /** The value is a comma-separated list of {@link values}, used in the order given. */
  list?: true;
  /**
   * The widget's first render is the same with or without it (it acts after
   * mount or outside the markup), so the first view prerendered at build time
   * still holds. A tag with any other attribute set renders in the browser
   * instead. test/widgets/first-view.test.ts checks the claim for every attribute that makes it.
   */
  keepsFirstView?: true;
  /**
   * Words the first view takes at once: the build marks the element that shows
   * them (`data-it-text`, or `data-it-href` for a link's address) and the first
   * view puts the attribute's value there, as plain text, before it is shown,
   * so a page never flashes the default copy. The render is otherwise the same
   * (test/widgets/first-view.test.ts checks it).
   */
  firstViewSlot?: 'text' | 'href';
}

/** A CustomEvent a widget dispatches; every one bubbles and crosses the shadow boundary. */
export interface WidgetEvent {
  name: `it-${string}`;
  description: string;
  /** The shape of event.detail, in TypeScript. */
  detail: string;
  /** The page may call preventDefault() to stop what the widget was about to do. */
  cancelable?: boolean;
}

/** A named part (::part()) or a CSS custom property a partner can style. */
export interface WidgetStyleHook {
  name: string;
  description: string;
}

/** Everything a partner needs to know about one widget. */
export interface WidgetDoc {
  /** The folder in widgets/; the tag is `it-` + name. */
  name: string;
  summary: string;
  attributes: readonly WidgetAttribute[];
  events: readonly WidgetEvent[];
  parts: readonly WidgetStyleHook[];
  cssProperties: readonly WidgetStyleHook[];
  /** Height reserved before the element is defined, below and from 768 px wide. */
  reserve: { mobile: number; desktop: number };
  /** A ready-to-paste example of the tag. */
  example: string;
}
