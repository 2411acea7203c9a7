// Small helpers to build elements. Text always goes in as text (a text node or `textContent`),
// never as HTML: names and chat lines come from other people.

/**
 * Creates an HTML element. `props`: `class`, `text` (set as textContent), `on` (event name to
 * handler), `dataset`; any other key becomes an attribute (skipped when null, undefined or false).
 * Children may be nodes, strings (added as text) or null (skipped).
 */
export function h(tag, props = {}, ...children) {
  const el = document.createElement(tag);
  setProps(el, props);
  for (const child of children.flat()) {
    if (child === null || child === undefined || child === false) continue;
    el.append(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return el;
}

const SVG_NS = "http://www.w3.org/2000/svg";

/** Creates an SVG element with attributes (same `props` rules as `h`). */
export function s(tag, props = {}, ...children) {
  const el = document.createElementNS(SVG_NS, tag);
  setProps(el, props);
  for (const child of children.flat()) {
    if (child) el.append(typeof child === "string" ? document.createTextNode(child) : child);
  }
  return el;
}

function setProps(el, props) {
  for (const [name, value] of Object.entries(props)) {
    if (value === null || value === undefined || value === false) continue;
    if (name === "text") el.textContent = String(value);
    else if (name === "class") el.setAttribute("class", value);
    else if (name === "on") for (const [event, fn] of Object.entries(value)) el.addEventListener(event, fn);
    else if (name === "dataset") Object.assign(el.dataset, value);
    else el.setAttribute(name, value === true ? "" : String(value));
  }
}

/** The element with this id (throws early on a typo rather than failing later). */
export function byId(id) {
  const el = document.getElementById(id);
  if (!el) throw new Error(`no element #${id}`);
  return el;
}

/** Shows or hides an element. */
export function show(el, visible) {
  el.hidden = !visible;
}
