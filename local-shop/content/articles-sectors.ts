// Blog articles: materials and sectors (stainless steel, furniture, medical, marine).

import {AUTHORS} from './authors.ts';
import type {ArticleSeed} from './types.ts';

export const sectorArticles: ArticleSeed[] = [
  {
    id: 109,
    handle: 'verin-inox-304-ou-316l',
    title: 'Vérin en acier, inox 304 ou inox 316L : quel matériau pour quel environnement ?',
    author: AUTHORS.sophie,
    tags: ['inox', 'matériaux', 'corrosion', 'choisir'],
    publishedAt: '2026-03-03T08:00:00Z',
    excerpt:
      "Acier zingué ou peint, inox 304, inox 316L : la différence tient à quelques pour cent de nickel et de molybdène, et se voit au premier hiver en bord de mer. Guide de choix par environnement.",
    seo: {
      title: 'Vérin acier, inox 304 ou 316L : bien choisir le matériau',
      description: "Comparez l’acier, l’inox 304 et l’inox 316L pour vos vérins : composition, tenue à la corrosion, milieux salins, agroalimentaire, coût, et erreurs à éviter.",
    },
    illustration: 'stainless',
    imageAlt: 'Deux vérins à gaz inox 304 et 316L côte à côte, avec des gouttes d’eau salée',
    contentHtml: `<p>Un vérin à gaz en acier peint dure des années dans un meuble d’intérieur. Le même vérin posé sur un coffre de bateau montre des piqûres de rouille avant la fin de la saison. Le choix du matériau n’est donc pas une question de gamme mais d’environnement. Voici comment s’y retrouver entre acier, inox 304 et inox 316L.</p>
<h2>L’acier zingué ou peint : l’intérieur sec</h2>
<p>La majorité des vérins sont en acier : tube peint ou revêtu, tige chromée ou nitrurée, embouts zingués. C’est la solution la plus économique, parfaitement adaptée au mobilier, aux machines en atelier, aux véhicules et à tout environnement sec ou abrité. Sa limite est la protection de surface : dès qu’elle est rayée ou exposée longtemps à l’humidité, la corrosion s’installe, en commençant souvent par la tige, ce qui détruit le joint.</p>
<h2>L’inox 304 : l’humidité et le lavage</h2>
<p>L’inox 304 (désignation européenne 1.4301) contient environ 18 % de chrome et 8 % de nickel. Le chrome forme à la surface une couche d’oxyde invisible, dite couche passive, qui se reconstitue d’elle-même quand elle est rayée. Le 304 résiste très bien à l’eau douce, à l’humidité, aux lavages fréquents et à la plupart des détergents. C’est le bon choix pour les cuisines professionnelles, les laboratoires, les équipements extérieurs éloignés de la mer et de nombreux usages agroalimentaires.</p>
<p>Son point faible : les <strong>chlorures</strong>. Le sel marin, les sels de déneigement, certains produits de nettoyage chlorés attaquent localement la couche passive et provoquent une corrosion par piqûres, difficile à voir au début mais rapide.</p>
<h2>L’inox 316L : le sel et les produits agressifs</h2>
<p>L’inox 316L (1.4404) ajoute <strong>2 à 3 % de molybdène</strong> et un peu plus de nickel, avec une teneur en carbone abaissée (le « L » de low carbon, au plus 0,03 %). Le molybdène renforce nettement la résistance aux chlorures ; le bas carbone évite la corrosion au voisinage des soudures. C’est le matériau de référence pour :</p>
<ul>
<li>le nautisme et tout équipement exposé aux embruns ;</li>
<li>les piscines et les locaux traités au chlore ;</li>
<li>l’industrie chimique, pharmaceutique et les salles blanches ;</li>
<li>les lignes agroalimentaires lavées à la saumure ou aux produits chlorés.</li>
</ul>
<table>
<thead><tr><th>Environnement</th><th>Acier revêtu</th><th>Inox 304</th><th>Inox 316L</th></tr></thead>
<tbody>
<tr><td>Intérieur sec</td><td>Recommandé</td><td>Possible</td><td>Inutile</td></tr>
<tr><td>Extérieur, humidité</td><td>À éviter</td><td>Recommandé</td><td>Possible</td></tr>
<tr><td>Lavages fréquents, agroalimentaire</td><td>Non</td><td>Recommandé</td><td>Recommandé si chlorures</td></tr>
<tr><td>Bord de mer, bateau, piscine</td><td>Non</td><td>À éviter</td><td>Recommandé</td></tr>
</tbody>
</table>
<p>Pour comparer les matériaux, l’industrie utilise l’essai au brouillard salin, qui expose les pièces à une bruine d’eau salée chaude pendant des centaines d’heures. Un revêtement zingué courant montre de la rouille rouge au bout de quelques dizaines à quelques centaines d’heures ; un inox 316L bien passivé traverse l’essai sans corrosion rouge. Ces chiffres servent à comparer, pas à prédire une durée en années, mais l’écart est parlant.</p>
<h2>Tout le vérin doit suivre</h2>
<p>Un vérin « inox » n’a de sens que si toutes ses pièces exposées le sont : tube, tige, embouts, rotules et visserie. Une rotule zinguée sur un vérin 316L rouillera la première et grippera l’articulation. Nos vérins inox sont livrés avec des embouts de la même nuance. Pensez aussi aux supports et aux vis de fixation, et évitez de mettre directement l’inox au contact de l’aluminium en milieu humide : le couple galvanique corrode l’aluminium. Une rondelle isolante suffit.</p>
<h2>Le coût, et comment le justifier</h2>
<p>Un vérin en inox coûte généralement 1,5 à 2,5 fois le prix de son équivalent en acier, le 316L étant un peu plus cher que le 304. Ce surcoût se compare au prix d’un remplacement : déplacement, démontage, immobilisation d’une machine ou d’un bateau. Dans un environnement agressif, un vérin en acier peut devoir être changé chaque année, quand un vérin 316L tiendra toute sa durée de vie mécanique.</p>
<h2>Entretenir un vérin inox</h2>
<p>L’inox n’est pas inoxydable en toutes circonstances : il a besoin d’oxygène pour entretenir sa couche passive. Rincez à l’eau douce les vérins exposés au sel, n’utilisez pas de laine d’acier ordinaire qui dépose des particules de fer, et évitez les produits à base d’eau de Javel concentrée. Un simple rinçage mensuel suffit à garder un vérin 316L impeccable sur un bateau.</p>`,
  },
  {
    id: 110,
    handle: 'verins-a-gaz-dans-le-mobilier',
    title: 'Vérins à gaz et mobilier : lits coffres, abattants, meubles hauts et plans relevables',
    author: AUTHORS.julien,
    tags: ['mobilier', 'agencement', 'montage', 'lit coffre'],
    publishedAt: '2026-04-29T08:30:00Z',
    excerpt:
      "Du meuble haut de cuisine au lit coffre, le vérin à gaz rend le mobilier plus pratique et plus sûr. Forces typiques, fixations, amortisseurs de fermeture et conseils de pose pour agenceurs et bricoleurs.",
    seo: {
      title: 'Vérins à gaz pour le mobilier : guide pratique',
      description: "Choisir et poser des vérins à gaz pour lits coffres, portes abattantes, meubles hauts et plans relevables : forces typiques, fixations, sécurité et finitions.",
    },
    illustration: 'furniture',
    imageAlt: 'Lit coffre ouvert soutenu par deux vérins à gaz',
    contentHtml: `<p>Le mobilier est le premier utilisateur de vérins à gaz en nombre de pièces. Portes de meubles hauts qui se relèvent, lits coffres qui s’ouvrent d’une main, bancs de rangement, plans de travail relevables, bureaux escamotables : dans tous ces cas, le vérin transforme un panneau lourd en élément que l’on manœuvre du bout des doigts. Voici les repères que nous donnons aux agenceurs et aux particuliers.</p>
<h2>Des forces très différentes selon le meuble</h2>
<table>
<thead><tr><th>Application</th><th>Nombre de vérins</th><th>Force typique par vérin</th></tr></thead>
<tbody>
<tr><td>Porte relevable de meuble haut de cuisine</td><td>1 ou 2</td><td>50 à 120 N</td></tr>
<tr><td>Abattant de secrétaire ou de bureau</td><td>2</td><td>60 à 150 N</td></tr>
<tr><td>Coffre de banc ou de rangement</td><td>1 ou 2</td><td>80 à 250 N</td></tr>
<tr><td>Lit coffre 140 × 190</td><td>2</td><td>600 à 1 000 N</td></tr>
<tr><td>Lit coffre 160 × 200 avec matelas lourd</td><td>2</td><td>800 à 1 500 N</td></tr>
</tbody>
</table>
<p>Ces valeurs ne sont que des ordres de grandeur : la force dépend de la masse du panneau, de la position des fixations et du bras de levier. Le calcul par les moments, expliqué dans notre article dédié, ou notre outil en ligne donnent la valeur exacte.</p>
<h2>Le cas des lits coffres</h2>
<p>Un lit coffre soulève le sommier et le matelas, souvent 30 à 50 kg. Les mécanismes du commerce associent deux vérins puissants à des bras articulés, et la force des vérins est choisie en fonction du matelas. Deux conseils :</p>
<ul>
<li><strong>Pesez le matelas</strong> avant de commander des vérins de remplacement : un matelas à mémoire de forme peut peser deux fois plus qu’un matelas à ressorts.</li>
<li><strong>Changez les deux vérins ensemble</strong> et démontez-les sommier relevé et calé : un vérin de 1 000 N se détend brutalement.</li>
</ul>
<h2>Portes relevables : vérin ou compas ?</h2>
<p>Pour une porte de meuble haut, le vérin à gaz offre une ouverture assistée et une tenue en position haute. Sur une porte légère, un vérin de 50 à 80 N suffit, posé de préférence tige vers le bas en position fermée. Si vous voulez que la porte reste dans n’importe quelle position, préférez un compas à friction réglable, ou un vérin blocable pour les panneaux lourds. Pour une fermeture silencieuse, ajoutez un amortisseur de fermeture douce : le vérin aide à ouvrir, l’amortisseur freine la fin de la fermeture.</p>
<h2>Des fixations à la hauteur</h2>
<p>Le point faible d’un montage en mobilier est presque toujours la fixation dans le panneau. L’aggloméré et le médium tiennent mal les vis sollicitées en arrachement. Utilisez des vis à bois de diamètre 4 ou 5 mm et d’une longueur suffisante, des inserts métalliques pour les lits coffres, et placez les supports au plus près des montants ou des renforts. Nos supports en équerre répartissent l’effort sur plusieurs vis.</p>
<h2>Remplacer les vérins d’un meuble existant</h2>
<p>Quand un abattant ou une porte relevable ne tient plus, relevez la longueur du vérin entre les centres des fixations, tige sortie, ainsi que sa course et la force gravée sur le tube. Vérifiez le type de fixation : beaucoup de meubles utilisent des rotules à clip de 10 mm, d’autres des embouts vissés ou des pattes spécifiques. Si la force n’est plus lisible, partez de celle d’un vérin identique posé de l’autre côté ou refaites le calcul : une porte de meuble haut en médium de 18 mm pèse environ 13 kg par mètre carré.</p>
<h2>Sécurité dans une chambre d’enfant</h2>
<p>Un coffre à jouets ou un banc coffre peut se refermer sur une main ou une tête. Choisissez une force qui maintient le couvercle ouvert sur toute sa course, évitez les couvercles qui retombent à partir d’un certain angle, et privilégiez les mécanismes à freinage en fin de fermeture. Les embouts doivent être clipsés ou vissés de façon qu’un enfant ne puisse pas les démonter.</p>
<h2>Les finitions</h2>
<p>Dans un meuble visible, l’aspect compte. Les vérins existent en tube noir, gris ou inox brossé, et certains embouts plastiques s’accordent aux quincailleries de cuisine. Pensez enfin à protéger la tige pendant les travaux de peinture ou de vernis : une goutte de vernis sur la tige suffit à détruire le joint au premier mouvement.</p>`,
  },
  {
    id: 111,
    handle: 'verins-pour-lits-medicaux-et-equipements-de-sante',
    title: 'Vérins pour lits médicaux et équipements de santé : exigences et bonnes pratiques',
    author: AUTHORS.sophie,
    tags: ['médical', 'blocable', 'inox', 'hygiène'],
    publishedAt: '2026-06-10T08:00:00Z',
    excerpt:
      "Lits médicalisés, fauteuils de soins, tables d’examen : les vérins y doivent être fiables, silencieux, faciles à désinfecter et traçables. Ce que nous recommandons aux fabricants et aux services techniques.",
    seo: {
      title: 'Vérins pour lits médicaux et équipements de santé',
      description: "Choisir des vérins à gaz et blocables pour lits médicalisés, fauteuils de soins et tables d’examen : blocage, hygiène, matériaux, traçabilité et maintenance.",
    },
    illustration: 'medical',
    imageAlt: 'Lit médicalisé avec un dossier relevé par un vérin blocable',
    contentHtml: `<p>Dans un établissement de santé ou au domicile d’un patient, un vérin n’est pas un simple composant mécanique : il participe au confort et à la sécurité d’une personne fragile, et à la santé du dos des soignants. Les lits médicalisés, les fauteuils de soins et de transfert, les tables d’examen et les chariots utilisent des vérins à gaz, des vérins blocables et, pour les mouvements motorisés, des vérins électriques. Voici les points d’attention que nous partageons avec les fabricants et les services biomédicaux.</p>
<h2>Le blocage, fonction clé</h2>
<p>Un dossier de lit ou de fauteuil doit rester à l’angle choisi, que le patient s’y appuie ou qu’un soignant s’y penche. C’est le rôle du <strong>vérin blocable</strong> : un levier ou une poignée actionne la valve, le dossier se règle avec l’assistance du gaz, puis se verrouille au relâchement. Pour un dossier, on choisit en général un blocage rigide en compression, afin que le dossier ne s’enfonce pas sous le poids du patient. Pour une assise ou un repose-jambes, un blocage élastique peut apporter un confort apprécié.</p>
<p>La force de blocage doit couvrir la charge la plus défavorable, par exemple un patient qui se redresse brusquement ou un soignant qui prend appui. Nous conseillons de vérifier la force de blocage avec une marge d’au moins 50 % sur cette charge.</p>
<h2>Hygiène et désinfection</h2>
<p>Les surfaces des équipements de soins sont nettoyées et désinfectées très souvent, avec des produits parfois agressifs : ammoniums quaternaires, alcools, dérivés chlorés. Quelques règles :</p>
<ul>
<li>préférer des tubes et embouts <strong>inox</strong> ou des revêtements résistants aux désinfectants ;</li>
<li>éviter les recoins où s’accumulent les salissures, et les gaines textiles difficiles à nettoyer ;</li>
<li>ne jamais pulvériser directement de produit sur la tige : essuyer avec une lingette, sans frotter avec un abrasif ;</li>
<li>pour les produits chlorés, retenir l’inox 316L plutôt que le 304.</li>
</ul>
<h2>Silence et douceur</h2>
<p>Un claquement métallique la nuit réveille un patient. Les vérins destinés au médical ont une fin de course amortie, et leurs articulations doivent être sans jeu : nous recommandons des rotules à cage plastique ou des œillets avec bagues, qui éliminent les bruits de cliquetis. La vitesse de sortie peut être réduite par un amortissement hydraulique renforcé, pour qu’un dossier ne se relève jamais brusquement.</p>
<h2>Fauteuils de transfert et tables d’examen</h2>
<p>Sur un fauteuil de transfert ou une table d’examen, le vérin assiste souvent un mouvement fait par le soignant : relever un repose-jambes, incliner une têtière, soulever un plateau. Le critère principal est alors l’effort ressenti par l’utilisateur, répété des dizaines de fois par jour. Une force bien calculée ramène cet effort à quelques kilogrammes et réduit le risque de troubles musculo-squelettiques. Pour ces usages, nous recommandons des vérins à faible progressivité, dont la force varie peu sur la course : le geste reste régulier du début à la fin du mouvement.</p>
<h2>Traçabilité et réglementation</h2>
<p>Le fabricant du lit ou du fauteuil est responsable du dispositif médical au sens du règlement européen 2017/745. Il lui faut des composants traçables, des caractéristiques stables d’un lot à l’autre et une documentation complète. Nous fournissons pour nos vérins les fiches techniques, les déclarations matières et la traçabilité par lot, et nous conservons les références identiques dans le temps pour éviter les requalifications.</p>
<h2>Maintenance dans les établissements</h2>
<p>Les services techniques ont intérêt à intégrer les vérins dans le plan de maintenance préventive :</p>
<ol>
<li>vérifier une fois par an la tenue du blocage, dossier chargé ;</li>
<li>contrôler l’absence de fuite d’huile et l’état des tiges ;</li>
<li>resserrer les fixations, qui se détendent avec les vibrations des déplacements ;</li>
<li>remplacer les vérins par paire, avec la même référence, et conserver le vérin déposé s’il doit être analysé.</li>
</ol>
<p>Un vérin blocable qui ne tient plus sa position se remplace : sa valve ne se répare pas. Nos vérins pour le médical sont garantis 2 ans, 3 ans pour les modèles fabriqués en France, et notre équipe peut vous aider à retrouver l’équivalent d’un vérin d’origine à partir de ses cotes.</p>`,
  },
  {
    id: 112,
    handle: 'verins-pour-trappes-et-capots-de-bateau',
    title: 'Vérins pour trappes, coffres et capots de bateau : résister au sel et au vent',
    author: AUTHORS.julien,
    tags: ['nautisme', 'inox', 'extérieur', 'montage'],
    publishedAt: '2026-08-26T08:00:00Z',
    excerpt:
      "Sur un bateau, un vérin subit le sel, les UV, les écarts de température et les rafales. Matériau, force, montage et entretien pour que trappes de pont, coffres de cockpit et capots moteur tiennent la saison.",
    seo: {
      title: 'Vérins inox pour bateau : trappes, coffres et capots moteur',
      description: "Choisir et monter des vérins à gaz sur un bateau : inox 316L, force adaptée au froid et au vent, sécurité des capots moteur, entretien à l’eau douce.",
    },
    illustration: 'marine',
    imageAlt: 'Trappe de pont de bateau ouverte, tenue par un vérin inox, au-dessus des vagues',
    contentHtml: `<p>Sur un voilier ou un bateau à moteur, les vérins à gaz sont partout : coffres de cockpit, trappes de pont, capots moteur, banquettes, tables de carré relevables, parfois hard-top et portes de cabine. Ils y vivent dans l’un des environnements les plus durs qui soient pour un composant mécanique. Voici comment choisir et entretenir des vérins qui tiennent la saison, et les suivantes.</p>
<h2>L’inox 316L, sans exception</h2>
<p>Les embruns déposent du sel partout, y compris dans les coffres fermés. Le sel attaque l’acier revêtu en quelques semaines et provoque des piqûres sur l’inox 304. Sur un bateau, choisissez des vérins en <strong>inox 316L</strong> de la tête aux pieds : tube, tige, embouts, rotules, supports et visserie. Une seule pièce en acier zingué suffit à créer un point de rouille qui coule sur le gelcoat et grippe l’articulation.</p>
<p>Attention au mélange de métaux : une ferrure en aluminium anodisé vissée avec de l’inox en présence d’eau salée se corrode par couple galvanique. Utilisez des rondelles isolantes et une pâte d’isolation sur les vis.</p>
<h2>Une force calculée pour le froid et le vent</h2>
<p>Sur l’eau, la température varie beaucoup : un coffre de cockpit peut passer de 5 °C au petit matin à plus de 50 °C au soleil de l’après-midi. La force d’un vérin à gaz varie d’environ 3,3 % par tranche de 10 °C ; prévoyez donc une marge de 10 à 15 % par rapport au calcul à 20 °C pour que la trappe tienne ouverte par temps frais, en vérifiant qu’elle reste facile à fermer à chaud.</p>
<p>Le vent est l’autre ennemi : une trappe ouverte prend le vent comme une voile. Un vérin n’est pas conçu pour retenir une rafale, et l’effort de travers plie la tige. Pour les grandes trappes et les capots exposés, ajoutez une <strong>béquille ou un tube de sécurité</strong> qui verrouille mécaniquement le vérin en position ouverte, ou un compas de retenue.</p>
<h2>Capots moteur : la sécurité d’abord</h2>
<p>Un capot moteur lourd qui retombe sur un mécanicien penché dans la cale peut le blesser gravement. Pour ces capots :</p>
<ul>
<li>dimensionnez les vérins avec une marge confortable et vérifiez la tenue à froid ;</li>
<li>installez systématiquement un verrouillage mécanique de la position ouverte ;</li>
<li>éloignez les vérins des collecteurs d’échappement : au-delà de 80 °C, les joints vieillissent vite et la pression augmente ;</li>
<li>contrôlez les vérins à chaque mise à l’eau.</li>
</ul>
<h2>Quelle force pour une trappe de pont ?</h2>
<p>Une trappe de pont en polyester de 500 × 500 mm avec son hublot pèse environ 6 kg. Articulée d’un côté, son centre de gravité est à 250 mm de la charnière ; avec un vérin fixé à 50 mm de l’axe, le calcul des moments donne 6 × 9,81 × 0,25 / 0,05, soit environ 295 N. Majorée de 10 % pour les matinées fraîches, on retient un vérin inox 316L de 350 N, associé à un arrêt mécanique pour les jours de vent.</p>
<h2>Le montage à bord</h2>
<p>Les règles générales s’appliquent : tige vers le bas en position fermée, fixations dans le plan du mouvement, pas de butée sur le vérin. À bord, on ajoute deux points : fixer les supports dans une zone renforcée du contre-moule ou avec une contre-plaque, car le polyester se fissure sous un effort concentré, et protéger la tige des coups de winch, de gaffe ou de pied dans les coffres encombrés.</p>
<h2>L’entretien d’une saison à l’autre</h2>
<ol>
<li><strong>Rincez à l’eau douce</strong> les vérins et leurs embouts après chaque sortie en mer ou au moins une fois par mois.</li>
<li><strong>Essuyez la tige</strong> avec un chiffon propre ; le sel cristallisé agit comme un abrasif sur le joint.</li>
<li><strong>N’appliquez ni graisse ni produit de polissage</strong> sur la tige.</li>
<li>À l’hivernage, laissez si possible les trappes fermées : le vérin est alors stocké tige rentrée, joint bien lubrifié.</li>
<li>Au printemps, vérifiez la tenue de chaque ouvrant et l’absence de traces d’huile.</li>
</ol>
<p>Nos vérins inox 316L, leurs embouts et leurs supports sont disponibles dans la collection dédiée. Pour remplacer un vérin d’origine dont la référence a disparu, relevez sa longueur sortie, sa course et son type d’embout : notre service technique vous propose l’équivalent.</p>`,
  },
];
