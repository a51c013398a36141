// Types of the two `natural` modules the text module loads by path (the package's typings cover only its root,
// whose import would load every part of it).
declare module "natural/lib/natural/stemmers/porter_stemmer_ru" {
  const PorterStemmerRu: { stem(word: string): string };
  export default PorterStemmerRu;
}

declare module "natural/lib/natural/phonetics/metaphone" {
  class Metaphone {
    process(word: string, maxLength?: number): string;
  }
  export default Metaphone;
}
