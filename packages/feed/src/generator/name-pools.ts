// Invented player names from many footballing cultures. Accents are kept on purpose (Jérôme,
// Ødegaard-like, Łukasz, Çağlar) so that accent-insensitive search has something to find.
// Names are written as space-separated lists to keep this file short.

/** First names and surnames of one naming culture. */
export interface NamePool {
  culture: string;
  /** How often this culture appears, relative to the others. */
  weight: number;
  first: readonly string[];
  last: readonly string[];
  /** Share of players known by their first name alone, as is common in Brazil. */
  mononymShare: number;
}

// An underscore stands for a space inside one name ('van_der_Berg').
const words = (s: string): string[] =>
  s
    .trim()
    .split(/\s+/)
    .map((w) => w.replace(/_/g, ' '));

/** Every pool the generator draws from. */
export const NAME_POOLS: readonly NamePool[] = [
  {
    culture: 'english',
    weight: 30,
    mononymShare: 0,
    first: words(
      'James Oliver Harry Jack George Callum Tom Ben Sam Lewis Ryan Kieran Jordan Max Alfie Reece Declan Mason Joe Connor Ethan Owen Tyler Jamie Aaron Luke Charlie Kyle Danny Morgan',
    ),
    last: words(
      'Ashworth Pemberton Hollis Barraclough Whitfield Crowther Fenwick Ellery Marsden Tolley Gresham Haddon Kettering Lowther Pryce Raikes Stanway Thornley Wetherall Yardley Cobbold Dunmore Fairclough Hetherington Lindley Oakes Pickford Redfern Stubbs Tindall Ward-Pryce Coulson Bramall Eckersley Gilmour',
    ),
  },
  {
    culture: 'iberian',
    weight: 12,
    mononymShare: 0,
    first: words(
      'Álvaro Íñigo Sergio Raúl Adrián Joaquín Rubén Martín Nicolás Andrés Tomás Héctor João Gonçalo Rúben Vítor Diogo Tiago',
    ),
    last: words(
      'Garrido Ibáñez Montero Castaño Quiñones Sáez Olmedo Valverde Peñalosa Zubiría Estévez Gallardo Conceição Magalhães Sousa Araújo Guimarães Monteiro Falcão Brandão',
    ),
  },
  {
    culture: 'french',
    weight: 10,
    mononymShare: 0,
    first: words(
      'Jérôme Théo Mathéo Loïc Aurélien Benoît Clément Rémi Gaël Anaël Noé Hugo Maxime Kylian Lucas Étienne',
    ),
    last: words(
      'Lefèvre Bérenger Chévrier Delacroix Fournier Gauthier Marchand Rousseau Dufresne Brisebois Lemaître Thibault Vasseur Noël Héraud Moreau',
    ),
  },
  {
    culture: 'nordic',
    weight: 8,
    mononymShare: 0,
    first: words(
      'Søren Bjørn Åge Mikkel Kasper Jonas Emil Ole Henrik Rasmus Anders Magnus Sindre Jørgen Niklas Tore',
    ),
    last: words(
      'Ødegård Sørlie Bråthen Åkesson Lindqvist Thorsen Halvorsen Kjærgaard Møller Nygård Rønning Strand Berggren Ekdahl Sjöberg Fjørtoft',
    ),
  },
  {
    culture: 'german',
    weight: 8,
    mononymShare: 0,
    first: words(
      'Lukas Jürgen Matthias Florian Leon Jannik Tobias Niklas Fabian Moritz Felix Timo Yannick Stefan',
    ),
    last: words(
      'Müller-Brandt Schäfer Köhler Würtz Brückner Hoffmann Krämer Lößner Vogt Großkreutz Bäumer Reinhardt Falkenberg Eichhorn Dörfler',
    ),
  },
  {
    culture: 'brazilian',
    weight: 7,
    mononymShare: 0.4,
    first: words(
      'Thiago Gabriel Vinícius Rodrygo Matheus Caio Júnior Léo Douglas Everton Wesley Richarlyson Andrey Kauã Igor',
    ),
    last: words(
      'Nascimento Carvalho Ribeiro Oliveira Barbosa Cavalcanti Figueiredo Teixeira Mendonça Albuquerque Batista Moraes Lacerda Siqueira',
    ),
  },
  {
    culture: 'west-african',
    weight: 10,
    mononymShare: 0,
    first: words(
      'Kwame Kofi Yaw Ibrahima Moussa Cheikh Sadio Amadou Emeka Chidi Tunde Ousmane Abdoulaye Mamadou Seydou Babajide',
    ),
    last: words(
      'Mensah Owusu Boateng Diallo Ndiaye Traoré Koné Okafor Adeyemi Eze Ikenna Sarr Cissé Bamba Diatta Oduya',
    ),
  },
  {
    culture: 'dutch',
    weight: 6,
    mononymShare: 0,
    first: words('Joris Daan Sem Bram Thijs Jesse Ruben Stijn Wout Jurriën Teun Milan'),
    last: words(
      'van_der_Berg de_Haan Verbeek Kuipers Mertens van_Dijkhuis Brouwer Hendriks de_Vries Smit Vermeulen van_Lier Bosman',
    ),
  },
  {
    culture: 'central-european',
    weight: 6,
    mononymShare: 0,
    first: words('Łukasz Paweł Jakub Mateusz Tomáš Ondřej Marek Patrik Dominik Luka Ivan Matej'),
    last: words(
      'Wójcik Kowalczyk Zieliński Grabowski Dvořák Novotný Černý Šimek Horvat Kovačić Babić Petrović Jurić Žilka',
    ),
  },
  {
    culture: 'turkish',
    weight: 4,
    mononymShare: 0,
    first: words('Çağlar Emre Ozan Kerem Barış Arda Oğuz Yusuf Mert Hakan'),
    last: words('Yılmaz Şahin Öztürk Aydın Çelik Kaya Demir Güler Koç Erdoğdu'),
  },
  {
    culture: 'east-asian',
    weight: 4,
    mononymShare: 0,
    first: words('Takumi Kaoru Daichi Ritsu Hiroki Min-jae Hee-chan Seung-ho Ji-sung'),
    last: words('Tanaka Sato Endōji Kamada Hayashi Park Hwang Lee Kim'),
  },
  {
    culture: 'italian',
    weight: 5,
    mononymShare: 0,
    first: words(
      'Niccolò Federico Lorenzo Matteo Giacomo Davide Riccardo Alessandro Tommaso Gianluca',
    ),
    last: words(
      'Bernardini Cantù Fabbri Galli Marchetti Pellegrino Rinaldi Zanetti Vitale Sanfilippo',
    ),
  },
];
