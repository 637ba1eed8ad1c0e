// vnu-jar (the Nu HTML Checker) ships no types: its main export is the path of vnu.jar.
declare module 'vnu-jar' {
  const jarPath: string;
  export default jarPath;
}
