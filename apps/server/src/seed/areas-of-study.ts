import type { TLocalizedText } from '../modules/catalogue/index.ts';
import { text } from './order-form-catalogue/text.ts';

type TArea = { id: number; name: TLocalizedText; children?: TArea[] };

const area = (id: number, name: TLocalizedText, children?: TArea[]): TArea => (children ? { id, name, children } : { id, name });

/**
 * Fields of study in three levels (discipline, field, specialty); only the third level is selectable.
 * Ids are fixed because order forms keep them; 'Undetermined' is 494 under 493 (spec §3).
 */
export const AREA_OF_STUDY_TREE: TArea[] = [
  area(1, text('Life Sciences', '生命科学', '生命科学', 'Ciências da Vida', 'Ciencias de la Vida'), [
    area(20, text('Biology', '生物学', '生物学', 'Biologia', 'Biología'), [
      area(100, text('Cell Biology', '细胞生物学', '細胞生物学', 'Biologia Celular', 'Biología Celular')),
      area(101, text('Molecular Biology', '分子生物学', '分子生物学', 'Biologia Molecular', 'Biología Molecular')),
      area(
        102,
        text('Genetics and Genomics', '遗传学与基因组学', '遺伝学・ゲノム科学', 'Genética e Genômica', 'Genética y Genómica'),
      ),
      area(103, text('Microbiology', '微生物学', '微生物学', 'Microbiologia', 'Microbiología')),
      area(
        104,
        text('Developmental Biology', '发育生物学', '発生生物学', 'Biologia do Desenvolvimento', 'Biología del Desarrollo'),
      ),
    ]),
    area(21, text('Ecology and Evolution', '生态与进化', '生態学・進化学', 'Ecologia e Evolução', 'Ecología y Evolución'), [
      area(105, text('Ecology', '生态学', '生態学', 'Ecologia', 'Ecología')),
      area(106, text('Evolutionary Biology', '进化生物学', '進化生物学', 'Biologia Evolutiva', 'Biología Evolutiva')),
      area(107, text('Marine Biology', '海洋生物学', '海洋生物学', 'Biologia Marinha', 'Biología Marina')),
    ]),
    area(
      22,
      text(
        'Plant and Animal Sciences',
        '植物与动物科学',
        '植物・動物科学',
        'Ciências Vegetais e Animais',
        'Ciencias Vegetales y Animales',
      ),
      [
        area(108, text('Plant Science', '植物学', '植物科学', 'Ciência Vegetal', 'Ciencia Vegetal')),
        area(109, text('Zoology', '动物学', '動物学', 'Zoologia', 'Zoología')),
        area(110, text('Agronomy', '农学', '農学', 'Agronomia', 'Agronomía')),
        area(111, text('Veterinary Science', '兽医学', '獣医学', 'Medicina Veterinária', 'Veterinaria')),
      ],
    ),
    area(
      23,
      text(
        'Biochemistry and Biophysics',
        '生物化学与生物物理',
        '生化学・生物物理学',
        'Bioquímica e Biofísica',
        'Bioquímica y Biofísica',
      ),
      [
        area(112, text('Biochemistry', '生物化学', '生化学', 'Bioquímica', 'Bioquímica')),
        area(113, text('Structural Biology', '结构生物学', '構造生物学', 'Biologia Estrutural', 'Biología Estructural')),
        area(114, text('Biophysics', '生物物理学', '生物物理学', 'Biofísica', 'Biofísica')),
      ],
    ),
  ]),
  area(2, text('Medicine and Health', '医学与健康', '医学・健康', 'Medicina e Saúde', 'Medicina y Salud'), [
    area(24, text('Clinical Medicine', '临床医学', '臨床医学', 'Medicina Clínica', 'Medicina Clínica'), [
      area(120, text('Cardiology', '心脏病学', '循環器学', 'Cardiologia', 'Cardiología')),
      area(121, text('Oncology', '肿瘤学', '腫瘍学', 'Oncologia', 'Oncología')),
      area(122, text('Neurology', '神经病学', '神経学', 'Neurologia', 'Neurología')),
      area(123, text('Infectious Diseases', '传染病学', '感染症学', 'Doenças Infecciosas', 'Enfermedades Infecciosas')),
      area(124, text('Pediatrics', '儿科学', '小児科学', 'Pediatria', 'Pediatría')),
      area(125, text('Surgery', '外科学', '外科学', 'Cirurgia', 'Cirugía')),
    ]),
    area(25, text('Public Health', '公共卫生', '公衆衛生', 'Saúde Pública', 'Salud Pública'), [
      area(126, text('Epidemiology', '流行病学', '疫学', 'Epidemiologia', 'Epidemiología')),
      area(127, text('Health Policy', '卫生政策', '保健政策', 'Política de Saúde', 'Política Sanitaria')),
      area(128, text('Nutrition', '营养学', '栄養学', 'Nutrição', 'Nutrición')),
    ]),
    area(26, text('Pharmaceutical Sciences', '药学', '薬学', 'Ciências Farmacêuticas', 'Ciencias Farmacéuticas'), [
      area(129, text('Pharmacology', '药理学', '薬理学', 'Farmacologia', 'Farmacología')),
      area(130, text('Medicinal Chemistry', '药物化学', '医薬品化学', 'Química Medicinal', 'Química Médica')),
    ]),
    area(
      27,
      text('Dentistry and Nursing', '口腔医学与护理学', '歯学・看護学', 'Odontologia e Enfermagem', 'Odontología y Enfermería'),
      [
        area(131, text('Dentistry', '口腔医学', '歯学', 'Odontologia', 'Odontología')),
        area(132, text('Nursing', '护理学', '看護学', 'Enfermagem', 'Enfermería')),
      ],
    ),
  ]),
  area(3, text('Physical Sciences', '物理科学', '物理科学', 'Ciências Físicas', 'Ciencias Físicas'), [
    area(28, text('Physics', '物理学', '物理学', 'Física', 'Física'), [
      area(
        140,
        text(
          'Condensed Matter Physics',
          '凝聚态物理',
          '物性物理学',
          'Física da Matéria Condensada',
          'Física de la Materia Condensada',
        ),
      ),
      area(141, text('Optics and Photonics', '光学与光子学', '光学・フォトニクス', 'Óptica e Fotônica', 'Óptica y Fotónica')),
      area(
        142,
        text(
          'Particle and Nuclear Physics',
          '粒子与核物理',
          '素粒子・原子核物理学',
          'Física de Partículas e Nuclear',
          'Física de Partículas y Nuclear',
        ),
      ),
      area(
        143,
        text(
          'Astronomy and Astrophysics',
          '天文学与天体物理',
          '天文学・宇宙物理学',
          'Astronomia e Astrofísica',
          'Astronomía y Astrofísica',
        ),
      ),
    ]),
    area(29, text('Chemistry', '化学', '化学', 'Química', 'Química'), [
      area(144, text('Organic Chemistry', '有机化学', '有機化学', 'Química Orgânica', 'Química Orgánica')),
      area(145, text('Inorganic Chemistry', '无机化学', '無機化学', 'Química Inorgânica', 'Química Inorgánica')),
      area(146, text('Physical Chemistry', '物理化学', '物理化学', 'Físico-Química', 'Química Física')),
      area(147, text('Analytical Chemistry', '分析化学', '分析化学', 'Química Analítica', 'Química Analítica')),
      area(148, text('Catalysis', '催化', '触媒化学', 'Catálise', 'Catálisis')),
    ]),
    area(30, text('Earth Sciences', '地球科学', '地球科学', 'Ciências da Terra', 'Ciencias de la Tierra'), [
      area(149, text('Geology', '地质学', '地質学', 'Geologia', 'Geología')),
      area(150, text('Atmospheric Science', '大气科学', '大気科学', 'Ciências Atmosféricas', 'Ciencias Atmosféricas')),
      area(151, text('Oceanography', '海洋学', '海洋学', 'Oceanografia', 'Oceanografía')),
    ]),
  ]),
  area(4, text('Engineering and Technology', '工程与技术', '工学・技術', 'Engenharia e Tecnologia', 'Ingeniería y Tecnología'), [
    area(31, text('Materials', '材料', '材料', 'Materiais', 'Materiales'), [
      area(160, text('Materials Science', '材料科学', '材料科学', 'Ciência dos Materiais', 'Ciencia de Materiales')),
      area(161, text('Nanotechnology', '纳米技术', 'ナノテクノロジー', 'Nanotecnologia', 'Nanotecnología')),
      area(162, text('Polymers', '高分子', '高分子', 'Polímeros', 'Polímeros')),
    ]),
    area(
      32,
      text(
        'Electrical and Computer Engineering',
        '电气与计算机工程',
        '電気・計算機工学',
        'Engenharia Elétrica e de Computação',
        'Ingeniería Eléctrica y de Computadores',
      ),
      [
        area(163, text('Electrical Engineering', '电气工程', '電気工学', 'Engenharia Elétrica', 'Ingeniería Eléctrica')),
        area(164, text('Telecommunications', '通信工程', '通信工学', 'Telecomunicações', 'Telecomunicaciones')),
        area(
          165,
          text(
            'Power and Energy Systems',
            '电力与能源系统',
            '電力・エネルギーシステム',
            'Sistemas de Energia',
            'Sistemas de Energía',
          ),
        ),
      ],
    ),
    area(
      33,
      text(
        'Mechanical and Civil Engineering',
        '机械与土木工程',
        '機械・土木工学',
        'Engenharia Mecânica e Civil',
        'Ingeniería Mecánica y Civil',
      ),
      [
        area(166, text('Mechanical Engineering', '机械工程', '機械工学', 'Engenharia Mecânica', 'Ingeniería Mecánica')),
        area(167, text('Civil Engineering', '土木工程', '土木工学', 'Engenharia Civil', 'Ingeniería Civil')),
        area(
          168,
          text('Aerospace Engineering', '航空航天工程', '航空宇宙工学', 'Engenharia Aeroespacial', 'Ingeniería Aeroespacial'),
        ),
      ],
    ),
    area(
      34,
      text(
        'Chemical and Environmental Engineering',
        '化学与环境工程',
        '化学・環境工学',
        'Engenharia Química e Ambiental',
        'Ingeniería Química y Ambiental',
      ),
      [
        area(169, text('Chemical Engineering', '化学工程', '化学工学', 'Engenharia Química', 'Ingeniería Química')),
        area(170, text('Environmental Engineering', '环境工程', '環境工学', 'Engenharia Ambiental', 'Ingeniería Ambiental')),
        area(171, text('Biomedical Engineering', '生物医学工程', '医用工学', 'Engenharia Biomédica', 'Ingeniería Biomédica')),
      ],
    ),
  ]),
  area(
    5,
    text(
      'Computer Science and Mathematics',
      '计算机科学与数学',
      '情報科学・数学',
      'Ciência da Computação e Matemática',
      'Informática y Matemáticas',
    ),
    [
      area(35, text('Computer Science', '计算机科学', '情報科学', 'Ciência da Computação', 'Informática'), [
        area(180, text('Artificial Intelligence', '人工智能', '人工知能', 'Inteligência Artificial', 'Inteligencia Artificial')),
        area(181, text('Computer Vision', '计算机视觉', 'コンピュータビジョン', 'Visão Computacional', 'Visión por Computador')),
        area(
          182,
          text('Software Engineering', '软件工程', 'ソフトウェア工学', 'Engenharia de Software', 'Ingeniería de Software'),
        ),
        area(
          183,
          text(
            'Computer Networks and Security',
            '计算机网络与安全',
            'ネットワーク・セキュリティ',
            'Redes e Segurança',
            'Redes y Seguridad',
          ),
        ),
      ]),
      area(36, text('Mathematics', '数学', '数学', 'Matemática', 'Matemáticas'), [
        area(184, text('Pure Mathematics', '纯数学', '純粋数学', 'Matemática Pura', 'Matemáticas Puras')),
        area(185, text('Applied Mathematics', '应用数学', '応用数学', 'Matemática Aplicada', 'Matemáticas Aplicadas')),
        area(186, text('Statistics', '统计学', '統計学', 'Estatística', 'Estadística')),
      ]),
    ],
  ),
  area(6, text('Environmental Sciences', '环境科学', '環境科学', 'Ciências Ambientais', 'Ciencias Ambientales'), [
    area(37, text('Environment', '环境', '環境', 'Meio Ambiente', 'Medio Ambiente'), [
      area(190, text('Climate Change', '气候变化', '気候変動', 'Mudanças Climáticas', 'Cambio Climático')),
      area(
        191,
        text('Pollution and Toxicology', '污染与毒理学', '汚染・毒性学', 'Poluição e Toxicologia', 'Contaminación y Toxicología'),
      ),
      area(192, text('Water Resources', '水资源', '水資源', 'Recursos Hídricos', 'Recursos Hídricos')),
      area(193, text('Soil Science', '土壤学', '土壌学', 'Ciência do Solo', 'Ciencia del Suelo')),
    ]),
    area(38, text('Energy', '能源', 'エネルギー', 'Energia', 'Energía'), [
      area(194, text('Renewable Energy', '可再生能源', '再生可能エネルギー', 'Energia Renovável', 'Energía Renovable')),
      area(
        195,
        text(
          'Batteries and Energy Storage',
          '电池与储能',
          '電池・蓄電',
          'Baterias e Armazenamento de Energia',
          'Baterías y Almacenamiento de Energía',
        ),
      ),
    ]),
  ]),
  area(7, text('Social Sciences', '社会科学', '社会科学', 'Ciências Sociais', 'Ciencias Sociales'), [
    area(39, text('Economics and Business', '经济与管理', '経済学・経営学', 'Economia e Negócios', 'Economía y Empresa'), [
      area(200, text('Economics', '经济学', '経済学', 'Economia', 'Economía')),
      area(201, text('Finance', '金融学', '金融', 'Finanças', 'Finanzas')),
      area(202, text('Management', '管理学', '経営学', 'Administração', 'Administración')),
      area(203, text('Marketing', '市场营销', 'マーケティング', 'Marketing', 'Marketing')),
    ]),
    area(40, text('Psychology', '心理学', '心理学', 'Psicologia', 'Psicología'), [
      area(204, text('Clinical Psychology', '临床心理学', '臨床心理学', 'Psicologia Clínica', 'Psicología Clínica')),
      area(205, text('Cognitive Psychology', '认知心理学', '認知心理学', 'Psicologia Cognitiva', 'Psicología Cognitiva')),
      area(206, text('Social Psychology', '社会心理学', '社会心理学', 'Psicologia Social', 'Psicología Social')),
    ]),
    area(41, text('Society and Education', '社会与教育', '社会・教育', 'Sociedade e Educação', 'Sociedad y Educación'), [
      area(207, text('Education', '教育学', '教育学', 'Educação', 'Educación')),
      area(208, text('Sociology', '社会学', '社会学', 'Sociologia', 'Sociología')),
      area(209, text('Political Science', '政治学', '政治学', 'Ciência Política', 'Ciencia Política')),
      area(210, text('Law', '法学', '法学', 'Direito', 'Derecho')),
    ]),
  ]),
  area(8, text('Humanities', '人文学科', '人文学', 'Humanidades', 'Humanidades'), [
    area(42, text('Language and Culture', '语言与文化', '言語・文化', 'Língua e Cultura', 'Lengua y Cultura'), [
      area(220, text('Linguistics', '语言学', '言語学', 'Linguística', 'Lingüística')),
      area(221, text('Literature', '文学', '文学', 'Literatura', 'Literatura')),
      area(222, text('History', '历史学', '歴史学', 'História', 'Historia')),
      area(223, text('Philosophy', '哲学', '哲学', 'Filosofia', 'Filosofía')),
    ]),
    area(43, text('Arts', '艺术', '芸術', 'Artes', 'Artes'), [
      area(224, text('Architecture', '建筑学', '建築学', 'Arquitetura', 'Arquitectura')),
      area(
        225,
        text(
          'Music and Performing Arts',
          '音乐与表演艺术',
          '音楽・舞台芸術',
          'Música e Artes Cênicas',
          'Música y Artes Escénicas',
        ),
      ),
    ]),
  ]),
  area(492, text('Other', '其他', 'その他', 'Outro', 'Otro'), [
    area(493, text('Other', '其他', 'その他', 'Outro', 'Otro'), [
      area(494, text('Undetermined', '未确定', '未定', 'Indeterminado', 'Indeterminado')),
    ]),
  ]),
];

/** The tree as rows (parents first), for upserting. */
export function areaOfStudyRows(): { id: number; parentId: number | null; name: TLocalizedText; sortOrder: number }[] {
  const rows: { id: number; parentId: number | null; name: TLocalizedText; sortOrder: number }[] = [];
  const walk = (nodes: TArea[], parentId: number | null) => {
    nodes.forEach((node, index) => {
      rows.push({ id: node.id, parentId, name: node.name, sortOrder: index + 1 });
      if (node.children) walk(node.children, node.id);
    });
  };
  walk(AREA_OF_STUDY_TREE, null);
  return rows;
}
