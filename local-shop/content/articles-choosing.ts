// Blog articles: choosing a gas spring (force, reference, temperature, technology).

import {AUTHORS} from './authors.ts';
import type {ArticleSeed} from './types.ts';

export const choosingArticles: ArticleSeed[] = [
  {
    id: 101,
    handle: 'calculer-la-force-d-un-verin-a-gaz',
    title: "Calculer la force d’un vérin à gaz pour un capot ou un abattant",
    author: AUTHORS.claire,
    tags: ['choisir', 'force', 'calcul', 'abattant'],
    publishedAt: '2026-01-13T08:30:00Z',
    excerpt:
      "Masse, centre de gravité, point d’attache et bras de levier : la méthode des moments pour trouver la force d’un vérin à gaz, avec un exemple chiffré et les marges à prévoir.",
    seo: {
      title: "Calcul de la force d’un vérin à gaz : méthode et exemple",
      description: "Comment calculer la force d’un vérin à gaz pour un capot, une trappe ou un abattant : équilibre des moments, exemple chiffré, marges et erreurs à éviter.",
    },
    illustration: 'lid-torque',
    imageAlt: "Schéma d’un capot articulé avec son poids, son centre de gravité et la force du vérin à gaz",
    contentHtml: `<p>Un vérin à gaz trop faible laisse retomber le capot, un vérin trop fort l’ouvre tout seul et arrache ses fixations. Entre les deux, la bonne force se calcule en quelques minutes, à condition de raisonner en <strong>moments</strong> autour de la charnière et non en simple poids. Voici la méthode que nous utilisons au bureau d’études, illustrée par un exemple complet.</p>
<h2>Ce qu’il faut mesurer avant de calculer</h2>
<p>Rassemblez quatre données sur votre ouvrant, mesurées en position fermée :</p>
<ul>
<li><strong>La masse m</strong> du capot, de la trappe ou de l’abattant, en kilogrammes, avec tout ce qu’il porte (poignée, vitrage, isolant, équipements).</li>
<li><strong>La position du centre de gravité</strong> : pour un panneau homogène, il se trouve au milieu de la profondeur. Notez sa distance horizontale L<sub>G</sub> à l’axe de la charnière.</li>
<li><strong>Les deux points d’attache</strong> du vérin : l’un sur le bâti, l’autre sur l’ouvrant. Leur position fixe la longueur du vérin fermé et ouvert, donc sa course.</li>
<li><strong>Le bras de levier d</strong> du vérin : la distance perpendiculaire entre l’axe de la charnière et la droite qui passe par les deux points d’attache.</li>
</ul>
<h2>L’équilibre des moments</h2>
<p>Le poids crée autour de la charnière un moment qui tend à refermer l’ouvrant : M<sub>poids</sub> = m × g × L<sub>G</sub> × cos α, où g vaut 9,81 m/s² et α est l’angle d’ouverture mesuré depuis l’horizontale. Ce moment est maximal quand le capot est fermé (cos α = 1) et diminue à mesure qu’il s’ouvre.</p>
<p>Le vérin crée un moment inverse : M<sub>vérin</sub> = n × F × d, où n est le nombre de vérins et F la force de chacun. Pour que le capot tienne en position, il faut M<sub>vérin</sub> ≥ M<sub>poids</sub> sur la plage où l’on veut qu’il reste ouvert. On en tire la formule de base :</p>
<p><strong>F = (m × g × L<sub>G</sub>) / (n × d)</strong></p>
<p>Le calcul se fait en général à la position la plus défavorable, c’est-à-dire au début de l’ouverture, là où le poids pèse le plus et où le bras de levier du vérin est souvent le plus court.</p>
<h2>Un exemple chiffré</h2>
<p>Prenons un coffre d’atelier dont le couvercle en contreplaqué pèse 8 kg pour 600 mm de profondeur. Le centre de gravité est à L<sub>G</sub> = 300 mm de la charnière. Deux vérins sont fixés de part et d’autre, avec un bras de levier de 60 mm en position fermée.</p>
<ul>
<li>Moment du poids, capot fermé : 8 × 9,81 × 0,30 = 23,5 N·m.</li>
<li>Force par vérin : 23,5 / (2 × 0,060) = 196 N.</li>
</ul>
<p>On retiendra donc un vérin de <strong>200 N</strong>. Si l’on souhaite que le couvercle monte seul dès qu’on le décolle, on passera à 250 N ; si l’on veut au contraire qu’il reste fermé sans verrou, on descendra vers 150 N et le vérin servira d’assistance.</p>
<h2>Les marges à prévoir</h2>
<p>La force indiquée sur un vérin à gaz, notée F1, est mesurée tige sortie, à 20 °C. Trois phénomènes modifient la force réelle :</p>
<ul>
<li><strong>La progressivité</strong> : quand la tige rentre, le gaz se comprime et la force augmente. Le rapport F2/F1 vaut généralement entre 1,2 et 1,4. Un vérin de 200 N en développe donc environ 260 N en fin de compression, ce qui est utile pour retenir un capot fermé.</li>
<li><strong>Les frottements</strong> des joints et des articulations, de l’ordre de 5 à 10 % selon l’état des embouts.</li>
<li><strong>La température</strong> : la force varie d’environ 3,3 % par tranche de 10 °C. Un coffre stocké dehors en hiver perdra 10 à 15 % de force ; prévoyez cette marge pour les usages extérieurs.</li>
</ul>
<h2>Choisir la course et la longueur</h2>
<p>La course du vérin est la différence entre sa longueur ouvert et sa longueur fermé, entre les centres des embouts. Mesurez ces deux longueurs sur un gabarit ou sur un plan, puis choisissez un vérin dont la longueur sortie dépasse légèrement la longueur utile : le vérin ne doit jamais servir de butée d’ouverture en fin de course, sinon ses embouts encaissent les chocs. Une butée mécanique ou un compas fait ce travail beaucoup mieux.</p>
<h2>Les erreurs les plus fréquentes</h2>
<ul>
<li><strong>Additionner simplement les poids</strong> sans tenir compte du bras de levier : un point d’attache trop proche de la charnière multiplie la force nécessaire et fatigue les fixations.</li>
<li><strong>Utiliser un seul vérin sur un ouvrant large</strong> : le panneau se vrille. Au-delà de 500 mm de largeur, deux vérins identiques sont préférables.</li>
<li><strong>Oublier le point mort</strong> : si la droite du vérin passe par l’axe de la charnière pendant le mouvement, le bras de levier s’annule et le capot n’est plus tenu à cet endroit.</li>
</ul>
<p>Notre outil de calcul en ligne reprend exactement cette méthode sur toute la course d’ouverture et propose les vérins du catalogue qui conviennent. Pour un cas particulier, ouvrant très lourd ou cinématique inhabituelle, décrivez-nous votre projet via la demande de vérin sur mesure : nous vous répondons sous 48 heures.</p>`,
  },
  {
    id: 102,
    handle: 'lire-la-reference-d-un-verin-a-gaz',
    title: "Lire la référence d’un vérin à gaz : diamètre, longueur, course et force",
    author: AUTHORS.julien,
    tags: ['choisir', 'référence', 'remplacement', 'embouts'],
    publishedAt: '2026-02-03T09:00:00Z',
    excerpt:
      "Que signifient les chiffres gravés sur un vérin à gaz ? Décodage d’une référence, des mesures à relever et des pièges à éviter pour remplacer un vérin à l’identique.",
    seo: {
      title: "Lire la référence d’un vérin à gaz et le remplacer à l’identique",
      description: "Décodez la référence d’un vérin à gaz : matière, type d’embout, diamètre, longueur, course et force en newtons. Les mesures à relever pour un remplacement sans erreur.",
    },
    illustration: 'reference',
    imageAlt: "Étiquette d’un vérin à gaz avec sa référence décomposée en matière, embout, dimensions et force",
    contentHtml: `<p>Remplacer un vérin à gaz fatigué paraît simple, jusqu’au moment de commander : le tube porte une série de chiffres et de lettres, parfois à moitié effacée, et les catalogues ne parlent pas tous le même langage. Voici comment lire une référence et, surtout, quelles mesures relever quand elle est illisible.</p>
<h2>Notre codification, élément par élément</h2>
<p>Les vérins de notre gamme configurable portent une référence de la forme <strong>VGI-F-10x200x80-200N</strong>. Elle se lit de gauche à droite :</p>
<table>
<thead><tr><th>Élément</th><th>Exemple</th><th>Signification</th></tr></thead>
<tbody>
<tr><td>Matière</td><td>VGA / VGI</td><td>Vérin à gaz en <strong>acier</strong> (VGA) ou en <strong>inox</strong> (VGI)</td></tr>
<tr><td>Chape</td><td>S / F</td><td>Chape <strong>soudée</strong> (S) ou <strong>filetée</strong> (F), démontable pour changer d’embout</td></tr>
<tr><td>Diamètre</td><td>10</td><td>Diamètre de la tige, en millimètres</td></tr>
<tr><td>Longueur</td><td>200</td><td>Longueur du vérin tige sortie, en millimètres</td></tr>
<tr><td>Course</td><td>80</td><td>Déplacement de la tige entre sortie et rentrée, en millimètres</td></tr>
<tr><td>Force</td><td>200N</td><td>Force F1 tige sortie, à 20 °C, en newtons</td></tr>
</tbody>
</table>
<p>Les autres fabricants utilisent souvent la notation « tige/tube », par exemple <strong>8/18</strong> pour une tige de 8 mm dans un tube de 18 mm, suivie de la course, de la longueur et de la force. Un 8/18 course 100 longueur 280 à 300 N est ainsi l’équivalent direct d’une référence que l’on écrirait 8×280×100-300N chez nous, au tube près.</p>
<h2>Les mesures à relever si la référence est illisible</h2>
<ol>
<li><strong>La longueur tige sortie</strong>, entre les centres des deux fixations (œillets ou rotules). C’est la cote la plus importante : 5 mm d’écart suffisent à empêcher le montage.</li>
<li><strong>La course</strong> : mesurez la partie visible de la tige, du tube jusqu’à l’embout. Elle correspond à la course, à quelques millimètres près.</li>
<li><strong>Les diamètres</strong> de la tige et du tube, au pied à coulisse si possible.</li>
<li><strong>Le type d’embout</strong> de chaque côté : œillet (avec son diamètre d’alésage), rotule (avec son filetage, M6, M8 ou M10), chape, embout fileté simple.</li>
<li><strong>La force</strong> : elle est presque toujours gravée ou imprimée en newtons. Si elle a disparu, le calcul par les moments ou une simple mesure sur un pèse-personne, tige en appui, vous donnera un ordre de grandeur.</li>
</ol>
<h2>Les marquages à ne pas confondre</h2>
<p>Le tube porte souvent d’autres inscriptions que la référence : un code de date de fabrication (semaine et année, par exemple 2419 pour la 19<sup>e</sup> semaine de 2024), un numéro de lot, parfois le logo ou le code interne d’un constructeur automobile ou de mobilier. Ces codes d’origine ne décrivent pas le vérin lui-même : deux vérins identiques peuvent porter des codes constructeur différents selon le véhicule ou le meuble sur lequel ils ont été montés. Pour trouver un équivalent, fiez-vous toujours aux dimensions et à la force, jamais au seul code d’origine.</p>
<h2>Newtons, kilogrammes et décanewtons</h2>
<p>La force s’exprime en newtons (N). Un newton correspond au poids d’environ 100 grammes : un vérin de 300 N « porte » donc l’équivalent de 30 kg posés directement sur sa tige. Certains documents anciens indiquent des décanewtons (daN) : 30 daN font 300 N. Attention, ce n’est pas la masse de l’ouvrant que l’on compare à cette force, mais son moment autour de la charnière, comme expliqué dans notre article sur le calcul de la force.</p>
<h2>Remplacer par paire, à l’identique</h2>
<p>Sur un ouvrant tenu par deux vérins, remplacez toujours les deux en même temps, avec la même référence. Un vérin neuf associé à un vérin fatigué travaille seul, vrille l’ouvrant et s’use prématurément. Si vous hésitez entre deux forces, choisissez la même que l’origine : le constructeur a fait le calcul pour votre cinématique.</p>
<h2>Les embouts interchangeables</h2>
<p>La plupart de nos vérins ont des extrémités filetées M6, M8 ou M10. Vous pouvez donc adapter l’embout à votre fixation d’origine : rotule, œillet, chape ou équerre. Vérifiez simplement que le filetage correspond et que la longueur totale, embouts compris, reste identique à celle du vérin que vous remplacez.</p>
<p>Un doute sur une référence ? Envoyez-nous une photo du vérin et ses cotes par le formulaire de contact : notre service technique vous indique l’équivalent exact, du lundi au vendredi de 8 h à 18 h.</p>`,
  },
  {
    id: 103,
    handle: 'temperature-et-force-d-un-verin-a-gaz',
    title: "Température et force d’un vérin à gaz : ce qui change entre l’hiver et l’été",
    author: AUTHORS.claire,
    tags: ['technique', 'température', 'extérieur', 'force'],
    publishedAt: '2026-03-17T08:00:00Z',
    excerpt:
      "La force d’un vérin à gaz suit la température de l’azote qu’il contient : environ 3,3 % par tranche de 10 °C. Comment en tenir compte pour un usage extérieur ou en chambre froide.",
    seo: {
      title: "Effet de la température sur la force d’un vérin à gaz",
      description: "Pourquoi un vérin à gaz perd de la force au froid et en gagne à la chaleur, de combien, et comment dimensionner un vérin pour l’extérieur, un véhicule ou une chambre froide.",
    },
    illustration: 'temperature',
    imageAlt: 'Thermomètre et courbe de la force d’un vérin à gaz en fonction de la température',
    contentHtml: `<p>« Mon coffre de pick-up ne tient plus ouvert le matin, mais tout va bien l’après-midi. » Ce message revient chaque hiver au service après-vente, et le vérin n’est pas défectueux. Un vérin à gaz contient de l’azote sous pression ; comme tout gaz, sa pression dépend de sa température, et la force du vérin avec elle.</p>
<h2>La physique en une ligne</h2>
<p>À volume constant, la pression d’un gaz est proportionnelle à sa température absolue, exprimée en kelvins. La force nominale F1 est mesurée à 20 °C, soit 293 K. Un écart de 10 °C représente donc 10/293, environ <strong>3,3 %</strong> de la pression et de la force. La règle pratique que nous utilisons : <strong>±3,3 % de force par tranche de 10 °C</strong> autour de 20 °C.</p>
<table>
<thead><tr><th>Température</th><th>Force d’un vérin 400 N (F1 à 20 °C)</th></tr></thead>
<tbody>
<tr><td>−20 °C</td><td>environ 345 N (−14 %)</td></tr>
<tr><td>0 °C</td><td>environ 373 N (−7 %)</td></tr>
<tr><td>20 °C</td><td>400 N</td></tr>
<tr><td>40 °C</td><td>environ 427 N (+7 %)</td></tr>
<tr><td>60 °C</td><td>environ 455 N (+14 %)</td></tr>
</tbody>
</table>
<p>Ces valeurs s’ajoutent à la progressivité du vérin : la force augmente aussi quand la tige rentre, indépendamment de la température.</p>
<h2>Dimensionner pour l’extérieur</h2>
<p>Pour un coffre, une trappe ou un capot qui vit dehors, le cas dimensionnant est le froid : c’est là que le vérin est le plus faible. Calculez la force nécessaire comme d’habitude, puis ajoutez une marge correspondant à la température minimale d’utilisation. Pour un usage jusqu’à −10 °C, majorez d’environ 10 %. Vérifiez ensuite que, par forte chaleur, la force majorée n’ouvre pas l’ouvrant tout seul ou ne rend pas la fermeture trop dure : un capot en plein soleil peut dépasser 60 °C en surface.</p>
<p>Si l’écart entre les deux situations est trop grand, deux solutions : un vérin blocable, qui tient sa position quelle que soit la force, ou un vérin associé à un compas de retenue qui limite l’ouverture.</p>
<h2>Les limites des joints</h2>
<p>Au-delà de la force, la température agit sur l’étanchéité. Nos vérins standard sont prévus pour −30 °C à +80 °C. En dessous, les joints durcissent et peuvent laisser fuir le gaz ; au-dessus, l’huile se fluidifie et les joints vieillissent plus vite. Pour une chambre froide, un four industriel ou un engin de chantier, demandez-nous une version à joints spéciaux : des plages de −40 °C à +120 °C sont possibles sur certains modèles.</p>
<h2>Un exemple de calcul</h2>
<p>Une trappe de cave extérieure demande 300 N par vérin d’après le calcul des moments à 20 °C. Elle doit s’ouvrir en hiver jusqu’à −10 °C, soit 30 °C de moins que la température de référence : la force y sera inférieure d’environ 3 × 3,3 = 10 %. On choisit donc un vérin de 330 N, arrondi à la valeur standard supérieure de 350 N. En plein été, à 40 °C, ce vérin développera environ 375 N : la trappe montera un peu plus vite, mais restera facile à refermer grâce à son propre poids, qui n’a pas changé.</p>
<h2>Le froid ralentit aussi le mouvement</h2>
<p>Un vérin à gaz contient un peu d’huile qui freine la tige en fin de course. Par grand froid, cette huile devient plus visqueuse : le mouvement est plus lent et la fin de course plus amortie. C’est normal et réversible. En revanche, un vérin qui a perdu sa force à température ambiante a perdu du gaz : il doit être remplacé.</p>
<h2>Cas pratiques</h2>
<ul>
<li><strong>Hayon de véhicule</strong> : choisissez la force d’origine du constructeur, qui intègre déjà la plage de température ; un vérin « plus fort » rend la fermeture pénible en été.</li>
<li><strong>Coffre de rangement extérieur</strong> : majorez de 10 à 15 % et privilégiez l’inox pour résister à l’humidité.</li>
<li><strong>Armoire électrique en plein soleil</strong> : vérifiez la force à chaud pour que la porte ne s’ouvre pas brutalement.</li>
<li><strong>Chambre froide à −25 °C</strong> : comptez 15 % de force en moins et des joints adaptés au froid.</li>
</ul>
<p>Notre outil de calcul vous permet d’indiquer une température minimale d’utilisation : il ajoute automatiquement la marge correspondante au résultat.</p>`,
  },
  {
    id: 104,
    handle: 'verin-hydraulique-pneumatique-ou-a-gaz',
    title: 'Vérin hydraulique, pneumatique ou à gaz : lequel choisir ?',
    author: AUTHORS.claire,
    tags: ['choisir', 'hydraulique', 'pneumatique', 'comparatif'],
    publishedAt: '2026-04-08T08:30:00Z',
    excerpt:
      "Trois technologies, trois usages : le vérin à gaz assiste sans énergie, le pneumatique automatise vite et propre, l’hydraulique pousse fort. Comparatif pour choisir sans se tromper.",
    seo: {
      title: 'Vérin hydraulique, pneumatique ou à gaz : le comparatif',
      description: "Forces, énergie, vitesse, précision, coût : comparez les vérins à gaz, pneumatiques et hydrauliques et choisissez la technologie adaptée à votre application.",
    },
    illustration: 'comparison',
    imageAlt: 'Trois vérins côte à côte : à gaz, pneumatique et hydraulique, avec leurs ordres de grandeur de force',
    contentHtml: `<p>Le mot « vérin » recouvre des appareils très différents. Un vérin à gaz de hayon, un vérin pneumatique de machine d’emballage et un vérin hydraulique de presse ont en commun une tige qui sort d’un tube ; pour le reste, tout les sépare. Voici comment choisir.</p>
<h2>Le vérin à gaz : une assistance autonome</h2>
<p>Le vérin à gaz est un ressort. Il contient de l’azote sous pression qui pousse en permanence sur la tige. Il ne consomme aucune énergie, ne demande aucune installation et ne se commande pas : il <strong>compense un poids</strong> pour qu’un humain manœuvre sans effort, ou il tient une position. Sa force va de quelques dizaines de newtons à environ 5 000 N, sa course de 20 à 500 mm en standard.</p>
<p>Il est idéal pour les capots, abattants, trappes, sièges, lits coffres et plans de travail relevables. Il ne convient pas dès qu’il faut un mouvement piloté, une force réglable à la demande ou une vitesse précise.</p>
<h2>Le vérin pneumatique : rapide et propre</h2>
<p>Le vérin pneumatique est alimenté en air comprimé, généralement à 6 bar. Sa force est égale à la pression multipliée par la surface du piston : un alésage de 32 mm donne environ 480 N à 6 bar en poussée, un alésage de 63 mm près de 1 900 N. Il est rapide (jusqu’à 1 m/s et plus), simple à commander par distributeur et propre, puisque l’air s’échappe sans polluer.</p>
<p>C’est la technologie reine de l’automatisme : bridage, éjection, tri, poussée, ouverture de portes de machines. Ses limites : l’air est compressible, donc le positionnement intermédiaire est imprécis, et la force reste modérée. Il faut aussi un compresseur, dont le rendement énergétique est médiocre.</p>
<h2>Le vérin hydraulique : la force</h2>
<p>Le vérin hydraulique travaille avec de l’huile sous forte pression, couramment 160 à 250 bar et jusqu’à 700 bar pour les vérins d’atelier. Un alésage de 40 mm à 200 bar développe environ 25 000 N, soit 2,5 tonnes. L’huile étant incompressible, le mouvement est rigide, précis et peut être arrêté en toute position sous charge.</p>
<p>On le trouve dans les presses, les engins agricoles et de travaux publics, les bennes, les plateformes élévatrices et les outillages de levage. Il demande une centrale hydraulique ou une pompe manuelle, des flexibles haute pression et un entretien rigoureux : une fuite d’huile sous pression est dangereuse.</p>
<h2>Le tableau de synthèse</h2>
<table>
<thead><tr><th>Critère</th><th>À gaz</th><th>Pneumatique</th><th>Hydraulique</th></tr></thead>
<tbody>
<tr><td>Énergie</td><td>Aucune (autonome)</td><td>Air comprimé 6 bar</td><td>Huile 160 à 700 bar</td></tr>
<tr><td>Force typique</td><td>20 à 5 000 N</td><td>50 à 5 000 N</td><td>5 000 N à plusieurs centaines de kN</td></tr>
<tr><td>Commande</td><td>Aucune, ou blocage</td><td>Distributeur, très simple</td><td>Distributeur, pompe</td></tr>
<tr><td>Vitesse</td><td>Lente, amortie</td><td>Rapide</td><td>Lente à moyenne</td></tr>
<tr><td>Position intermédiaire</td><td>Avec un vérin blocable</td><td>Imprécise</td><td>Précise, sous charge</td></tr>
<tr><td>Coût d’installation</td><td>Très faible</td><td>Moyen</td><td>Élevé</td></tr>
</tbody>
</table>
<h2>Et le vérin électrique ?</h2>
<p>Le vérin électrique, ou actionneur linéaire, transforme la rotation d’un moteur en translation par une vis. Il n’a besoin que d’une alimentation électrique, se positionne au millimètre et tient sa position sans consommer. Il est plus lent qu’un vérin pneumatique et plus cher à l’achat, mais il supprime compresseur et centrale hydraulique. On le retrouve dans les lits médicalisés motorisés, les bureaux réglables en hauteur et les trappes de désenfumage. Il se combine volontiers avec un vérin à gaz, qui compense le poids et permet d’utiliser un moteur plus petit.</p>
<h2>Trois questions pour trancher</h2>
<ol>
<li><strong>Le mouvement est-il fait par une personne ?</strong> Si oui, un vérin à gaz suffit presque toujours : il allège, amortit et sécurise.</li>
<li><strong>Faut-il commander le mouvement automatiquement ?</strong> Pour des cycles rapides et des efforts modérés, le pneumatique s’impose.</li>
<li><strong>La charge dépasse-t-elle quelques centaines de kilos, ou faut-il la tenir en position sous effort ?</strong> C’est le domaine de l’hydraulique.</li>
</ol>
<p>Entre ces cas, il existe des solutions intermédiaires : vérins électriques pour un positionnement précis sans fluide, vérins oléopneumatiques pour une vitesse régulière. Notre équipe vous aide à choisir à partir de votre charge, de votre course et de votre environnement ; pour un besoin spécifique, la demande de vérin sur mesure reste le plus simple.</p>`,
  },
];
