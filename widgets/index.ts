/** Defines every `it-*` tag. A page that needs only one loads widgets/<name>.js instead. */
import './stats';
