import path from 'node:path';

/** Roboto as the pdfmake npm package ships it: the fonts are part of the install, nothing is fetched at run time. */
export const FONT_DIR = path.join(path.dirname(require.resolve('pdfmake/package.json')), 'fonts', 'Roboto');

export const ROBOTO = {
  normal: path.join(FONT_DIR, 'Roboto-Regular.ttf'),
  bold: path.join(FONT_DIR, 'Roboto-Medium.ttf'),
  italics: path.join(FONT_DIR, 'Roboto-Italic.ttf'),
  bolditalics: path.join(FONT_DIR, 'Roboto-MediumItalic.ttf'),
};

/** pdfmake may read these files and nothing else on disk. */
export const isBundledFont = (file: string): boolean => Object.values(ROBOTO).includes(path.resolve(file));
