import CodeMirror from 'codemirror';

// GraphiQL 4 builds its editors with CodeMirror 5, whose desktop default input is a hidden <textarea> outside the
// scrolling code area. The contenteditable input, CodeMirror's default on mobile, sits inside that area and is the
// model CodeMirror recommends for screen readers; set it before GraphiQL creates its editors.
CodeMirror.defaults.inputStyle = 'contenteditable';
