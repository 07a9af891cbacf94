# Generated from grammar/MeaningParser.g4 by ANTLR 4.13.2
# encoding: utf-8
from antlr4 import *
from io import StringIO
import sys
if sys.version_info[1] > 5:
	from typing import TextIO
else:
	from typing.io import TextIO

def serializedATN():
    return [
        4,1,108,693,2,0,7,0,2,1,7,1,2,2,7,2,2,3,7,3,2,4,7,4,2,5,7,5,2,6,
        7,6,2,7,7,7,2,8,7,8,2,9,7,9,2,10,7,10,2,11,7,11,2,12,7,12,2,13,7,
        13,2,14,7,14,2,15,7,15,2,16,7,16,2,17,7,17,2,18,7,18,2,19,7,19,2,
        20,7,20,2,21,7,21,2,22,7,22,2,23,7,23,2,24,7,24,2,25,7,25,2,26,7,
        26,2,27,7,27,2,28,7,28,2,29,7,29,2,30,7,30,2,31,7,31,2,32,7,32,2,
        33,7,33,2,34,7,34,2,35,7,35,2,36,7,36,2,37,7,37,2,38,7,38,2,39,7,
        39,2,40,7,40,2,41,7,41,2,42,7,42,2,43,7,43,2,44,7,44,2,45,7,45,2,
        46,7,46,2,47,7,47,2,48,7,48,2,49,7,49,2,50,7,50,2,51,7,51,2,52,7,
        52,1,0,1,0,5,0,109,8,0,10,0,12,0,112,9,0,1,0,1,0,1,1,1,1,1,2,1,2,
        1,2,1,2,1,3,5,3,123,8,3,10,3,12,3,126,9,3,1,4,1,4,1,4,1,4,1,4,1,
        4,1,4,1,4,1,4,1,4,1,4,1,4,1,4,1,4,1,4,1,4,3,4,144,8,4,1,5,3,5,147,
        8,5,1,5,1,5,1,6,1,6,1,6,1,6,1,6,1,6,1,6,1,6,1,6,1,6,1,6,1,6,1,6,
        3,6,164,8,6,1,7,1,7,3,7,168,8,7,1,7,3,7,171,8,7,1,7,3,7,174,8,7,
        1,7,3,7,177,8,7,1,7,3,7,180,8,7,1,7,1,7,3,7,184,8,7,1,7,1,7,1,7,
        1,7,1,7,3,7,191,8,7,1,7,3,7,194,8,7,1,7,3,7,197,8,7,1,7,3,7,200,
        8,7,1,7,3,7,203,8,7,1,7,1,7,3,7,207,8,7,3,7,209,8,7,1,8,1,8,3,8,
        213,8,8,1,8,3,8,216,8,8,1,8,1,8,3,8,220,8,8,1,9,1,9,1,9,1,9,1,9,
        1,9,3,9,228,8,9,3,9,230,8,9,1,10,1,10,1,10,1,10,1,10,3,10,237,8,
        10,1,11,1,11,3,11,241,8,11,1,11,3,11,244,8,11,1,11,3,11,247,8,11,
        1,11,1,11,1,11,1,11,1,11,3,11,254,8,11,1,11,3,11,257,8,11,1,11,3,
        11,260,8,11,1,11,1,11,1,11,1,11,1,11,1,11,1,11,1,11,1,11,1,11,3,
        11,272,8,11,1,11,1,11,1,11,3,11,277,8,11,1,11,3,11,280,8,11,1,11,
        1,11,1,11,3,11,285,8,11,1,11,1,11,1,11,3,11,290,8,11,1,11,1,11,3,
        11,294,8,11,1,12,1,12,3,12,298,8,12,1,12,1,12,1,12,1,12,1,12,1,12,
        1,12,1,12,1,12,1,12,1,12,1,12,3,12,312,8,12,1,12,1,12,1,12,1,12,
        1,12,3,12,319,8,12,3,12,321,8,12,1,13,1,13,1,14,3,14,326,8,14,1,
        14,1,14,1,15,1,15,1,15,5,15,333,8,15,10,15,12,15,336,9,15,1,16,1,
        16,1,16,1,16,1,16,1,16,1,16,1,16,1,16,1,16,1,16,3,16,349,8,16,1,
        16,1,16,1,16,1,16,1,16,3,16,356,8,16,1,16,3,16,359,8,16,1,17,1,17,
        1,17,1,17,1,17,1,17,1,17,1,17,1,17,1,17,1,17,1,17,1,17,1,17,1,17,
        1,17,1,17,1,17,3,17,379,8,17,1,18,1,18,3,18,383,8,18,1,18,3,18,386,
        8,18,1,18,1,18,1,18,1,18,3,18,392,8,18,3,18,394,8,18,1,19,1,19,1,
        19,3,19,399,8,19,1,19,1,19,1,19,1,19,3,19,405,8,19,1,20,3,20,408,
        8,20,1,20,1,20,3,20,412,8,20,1,20,3,20,415,8,20,1,20,1,20,1,20,3,
        20,420,8,20,1,20,1,20,3,20,424,8,20,1,21,1,21,1,21,1,21,1,21,1,21,
        3,21,432,8,21,1,22,1,22,3,22,436,8,22,1,22,3,22,439,8,22,1,22,1,
        22,1,22,1,22,1,22,1,22,3,22,447,8,22,1,23,1,23,1,23,3,23,452,8,23,
        1,23,1,23,3,23,456,8,23,1,23,1,23,1,24,1,24,1,24,5,24,463,8,24,10,
        24,12,24,466,9,24,1,24,1,24,1,25,1,25,1,25,1,26,1,26,1,26,1,26,1,
        26,1,26,1,26,1,26,1,26,1,26,1,26,1,26,1,26,1,26,1,26,1,26,1,26,1,
        26,1,26,1,26,1,26,1,26,1,26,1,26,3,26,497,8,26,3,26,499,8,26,1,27,
        1,27,1,28,1,28,1,28,5,28,506,8,28,10,28,12,28,509,9,28,1,28,1,28,
        1,28,1,28,5,28,515,8,28,10,28,12,28,518,9,28,1,28,3,28,521,8,28,
        1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,29,1,29,
        1,29,1,29,1,29,1,29,1,29,1,29,3,29,542,8,29,1,30,1,30,1,30,1,30,
        1,30,3,30,549,8,30,1,31,1,31,3,31,553,8,31,1,31,1,31,1,31,5,31,558,
        8,31,10,31,12,31,561,9,31,1,32,1,32,1,32,1,32,1,32,1,32,3,32,569,
        8,32,1,33,1,33,1,33,1,33,3,33,575,8,33,1,34,1,34,1,34,4,34,580,8,
        34,11,34,12,34,581,1,35,1,35,1,35,1,35,1,35,3,35,589,8,35,1,36,1,
        36,1,36,4,36,594,8,36,11,36,12,36,595,1,37,1,37,3,37,600,8,37,1,
        37,1,37,3,37,604,8,37,1,38,1,38,1,38,1,38,1,38,1,38,3,38,612,8,38,
        1,38,1,38,1,39,1,39,1,39,1,39,1,39,1,39,1,39,3,39,623,8,39,1,40,
        1,40,1,40,1,40,3,40,629,8,40,1,41,1,41,3,41,633,8,41,1,41,3,41,636,
        8,41,1,42,1,42,1,43,1,43,3,43,642,8,43,1,43,1,43,1,43,3,43,647,8,
        43,1,43,3,43,650,8,43,1,44,4,44,653,8,44,11,44,12,44,654,1,44,3,
        44,658,8,44,1,45,1,45,1,46,1,46,3,46,664,8,46,1,46,1,46,1,46,1,46,
        3,46,670,8,46,1,46,3,46,673,8,46,1,47,1,47,3,47,677,8,47,1,48,3,
        48,680,8,48,1,48,1,48,1,48,1,49,1,49,1,50,1,50,1,51,1,51,1,52,1,
        52,1,52,1,124,0,53,0,2,4,6,8,10,12,14,16,18,20,22,24,26,28,30,32,
        34,36,38,40,42,44,46,48,50,52,54,56,58,60,62,64,66,68,70,72,74,76,
        78,80,82,84,86,88,90,92,94,96,98,100,102,104,0,32,1,0,80,81,2,0,
        96,96,99,99,1,0,17,20,2,0,97,97,100,100,1,0,98,99,2,0,83,83,99,99,
        1,0,55,59,2,0,76,76,96,96,1,0,22,23,2,0,13,13,15,15,1,0,103,104,
        1,0,80,82,1,0,7,8,1,0,37,38,1,0,37,39,3,0,55,55,58,58,64,64,1,0,
        56,57,1,0,32,34,2,0,84,84,86,86,1,0,76,77,4,0,1,2,7,8,11,12,31,31,
        3,0,53,53,83,83,87,87,2,0,94,94,100,100,2,0,7,8,11,12,1,0,61,66,
        1,0,80,83,4,0,24,24,30,30,46,46,67,67,3,0,26,26,84,84,105,106,2,
        0,71,73,101,102,1,0,69,70,2,0,75,79,96,97,2,0,88,95,99,99,812,0,
        110,1,0,0,0,2,115,1,0,0,0,4,117,1,0,0,0,6,124,1,0,0,0,8,143,1,0,
        0,0,10,146,1,0,0,0,12,163,1,0,0,0,14,208,1,0,0,0,16,210,1,0,0,0,
        18,229,1,0,0,0,20,236,1,0,0,0,22,293,1,0,0,0,24,320,1,0,0,0,26,322,
        1,0,0,0,28,325,1,0,0,0,30,329,1,0,0,0,32,358,1,0,0,0,34,378,1,0,
        0,0,36,393,1,0,0,0,38,404,1,0,0,0,40,423,1,0,0,0,42,425,1,0,0,0,
        44,446,1,0,0,0,46,448,1,0,0,0,48,459,1,0,0,0,50,469,1,0,0,0,52,498,
        1,0,0,0,54,500,1,0,0,0,56,520,1,0,0,0,58,541,1,0,0,0,60,548,1,0,
        0,0,62,550,1,0,0,0,64,568,1,0,0,0,66,574,1,0,0,0,68,576,1,0,0,0,
        70,588,1,0,0,0,72,590,1,0,0,0,74,597,1,0,0,0,76,611,1,0,0,0,78,622,
        1,0,0,0,80,628,1,0,0,0,82,630,1,0,0,0,84,637,1,0,0,0,86,649,1,0,
        0,0,88,652,1,0,0,0,90,659,1,0,0,0,92,672,1,0,0,0,94,674,1,0,0,0,
        96,679,1,0,0,0,98,684,1,0,0,0,100,686,1,0,0,0,102,688,1,0,0,0,104,
        690,1,0,0,0,106,109,3,8,4,0,107,109,3,2,1,0,108,106,1,0,0,0,108,
        107,1,0,0,0,109,112,1,0,0,0,110,108,1,0,0,0,110,111,1,0,0,0,111,
        113,1,0,0,0,112,110,1,0,0,0,113,114,5,0,0,1,114,1,1,0,0,0,115,116,
        9,0,0,0,116,3,1,0,0,0,117,118,3,8,4,0,118,119,3,6,3,0,119,120,5,
        0,0,1,120,5,1,0,0,0,121,123,9,0,0,0,122,121,1,0,0,0,123,126,1,0,
        0,0,124,125,1,0,0,0,124,122,1,0,0,0,125,7,1,0,0,0,126,124,1,0,0,
        0,127,144,3,76,38,0,128,144,3,68,34,0,129,144,3,74,37,0,130,144,
        3,72,36,0,131,144,3,62,31,0,132,144,3,10,5,0,133,144,3,82,41,0,134,
        144,3,88,44,0,135,144,3,78,39,0,136,144,3,80,40,0,137,144,3,94,47,
        0,138,144,3,96,48,0,139,144,3,98,49,0,140,144,3,100,50,0,141,144,
        3,102,51,0,142,144,3,104,52,0,143,127,1,0,0,0,143,128,1,0,0,0,143,
        129,1,0,0,0,143,130,1,0,0,0,143,131,1,0,0,0,143,132,1,0,0,0,143,
        133,1,0,0,0,143,134,1,0,0,0,143,135,1,0,0,0,143,136,1,0,0,0,143,
        137,1,0,0,0,143,138,1,0,0,0,143,139,1,0,0,0,143,140,1,0,0,0,143,
        141,1,0,0,0,143,142,1,0,0,0,144,9,1,0,0,0,145,147,5,84,0,0,146,145,
        1,0,0,0,146,147,1,0,0,0,147,148,1,0,0,0,148,149,3,12,6,0,149,11,
        1,0,0,0,150,164,3,14,7,0,151,164,3,42,21,0,152,164,3,44,22,0,153,
        164,3,20,10,0,154,164,3,34,17,0,155,164,3,36,18,0,156,164,3,40,20,
        0,157,164,3,46,23,0,158,164,3,48,24,0,159,164,3,50,25,0,160,164,
        3,52,26,0,161,164,3,56,28,0,162,164,3,60,30,0,163,150,1,0,0,0,163,
        151,1,0,0,0,163,152,1,0,0,0,163,153,1,0,0,0,163,154,1,0,0,0,163,
        155,1,0,0,0,163,156,1,0,0,0,163,157,1,0,0,0,163,158,1,0,0,0,163,
        159,1,0,0,0,163,160,1,0,0,0,163,161,1,0,0,0,163,162,1,0,0,0,164,
        13,1,0,0,0,165,167,3,16,8,0,166,168,5,60,0,0,167,166,1,0,0,0,167,
        168,1,0,0,0,168,170,1,0,0,0,169,171,3,28,14,0,170,169,1,0,0,0,170,
        171,1,0,0,0,171,173,1,0,0,0,172,174,7,0,0,0,173,172,1,0,0,0,173,
        174,1,0,0,0,174,176,1,0,0,0,175,177,5,84,0,0,176,175,1,0,0,0,176,
        177,1,0,0,0,177,179,1,0,0,0,178,180,5,85,0,0,179,178,1,0,0,0,179,
        180,1,0,0,0,180,181,1,0,0,0,181,183,3,18,9,0,182,184,5,60,0,0,183,
        182,1,0,0,0,183,184,1,0,0,0,184,209,1,0,0,0,185,186,3,16,8,0,186,
        187,5,60,0,0,187,209,1,0,0,0,188,190,5,26,0,0,189,191,5,97,0,0,190,
        189,1,0,0,0,190,191,1,0,0,0,191,193,1,0,0,0,192,194,3,28,14,0,193,
        192,1,0,0,0,193,194,1,0,0,0,194,196,1,0,0,0,195,197,7,0,0,0,196,
        195,1,0,0,0,196,197,1,0,0,0,197,199,1,0,0,0,198,200,5,84,0,0,199,
        198,1,0,0,0,199,200,1,0,0,0,200,202,1,0,0,0,201,203,5,85,0,0,202,
        201,1,0,0,0,202,203,1,0,0,0,203,204,1,0,0,0,204,206,3,18,9,0,205,
        207,5,60,0,0,206,205,1,0,0,0,206,207,1,0,0,0,207,209,1,0,0,0,208,
        165,1,0,0,0,208,185,1,0,0,0,208,188,1,0,0,0,209,15,1,0,0,0,210,212,
        5,26,0,0,211,213,5,97,0,0,212,211,1,0,0,0,212,213,1,0,0,0,213,215,
        1,0,0,0,214,216,7,1,0,0,215,214,1,0,0,0,215,216,1,0,0,0,216,217,
        1,0,0,0,217,219,5,26,0,0,218,220,5,97,0,0,219,218,1,0,0,0,219,220,
        1,0,0,0,220,17,1,0,0,0,221,230,5,9,0,0,222,230,5,10,0,0,223,230,
        5,14,0,0,224,230,5,16,0,0,225,227,7,2,0,0,226,228,5,21,0,0,227,226,
        1,0,0,0,227,228,1,0,0,0,228,230,1,0,0,0,229,221,1,0,0,0,229,222,
        1,0,0,0,229,223,1,0,0,0,229,224,1,0,0,0,229,225,1,0,0,0,230,19,1,
        0,0,0,231,232,3,22,11,0,232,233,5,99,0,0,233,234,3,22,11,0,234,237,
        1,0,0,0,235,237,3,22,11,0,236,231,1,0,0,0,236,235,1,0,0,0,237,21,
        1,0,0,0,238,240,3,24,12,0,239,241,3,28,14,0,240,239,1,0,0,0,240,
        241,1,0,0,0,241,243,1,0,0,0,242,244,7,0,0,0,243,242,1,0,0,0,243,
        244,1,0,0,0,244,246,1,0,0,0,245,247,5,84,0,0,246,245,1,0,0,0,246,
        247,1,0,0,0,247,248,1,0,0,0,248,249,3,30,15,0,249,294,1,0,0,0,250,
        251,3,26,13,0,251,253,5,26,0,0,252,254,3,28,14,0,253,252,1,0,0,0,
        253,254,1,0,0,0,254,256,1,0,0,0,255,257,7,0,0,0,256,255,1,0,0,0,
        256,257,1,0,0,0,257,259,1,0,0,0,258,260,5,84,0,0,259,258,1,0,0,0,
        259,260,1,0,0,0,260,261,1,0,0,0,261,262,3,30,15,0,262,294,1,0,0,
        0,263,264,3,26,13,0,264,265,5,26,0,0,265,266,3,28,14,0,266,294,1,
        0,0,0,267,268,3,24,12,0,268,269,3,28,14,0,269,294,1,0,0,0,270,272,
        3,26,13,0,271,270,1,0,0,0,271,272,1,0,0,0,272,273,1,0,0,0,273,274,
        5,27,0,0,274,276,3,28,14,0,275,277,7,0,0,0,276,275,1,0,0,0,276,277,
        1,0,0,0,277,279,1,0,0,0,278,280,5,84,0,0,279,278,1,0,0,0,279,280,
        1,0,0,0,280,281,1,0,0,0,281,282,3,30,15,0,282,294,1,0,0,0,283,285,
        3,26,13,0,284,283,1,0,0,0,284,285,1,0,0,0,285,286,1,0,0,0,286,287,
        5,27,0,0,287,294,3,30,15,0,288,290,3,26,13,0,289,288,1,0,0,0,289,
        290,1,0,0,0,290,291,1,0,0,0,291,292,5,27,0,0,292,294,3,28,14,0,293,
        238,1,0,0,0,293,250,1,0,0,0,293,263,1,0,0,0,293,267,1,0,0,0,293,
        271,1,0,0,0,293,284,1,0,0,0,293,289,1,0,0,0,294,23,1,0,0,0,295,297,
        5,26,0,0,296,298,7,3,0,0,297,296,1,0,0,0,297,298,1,0,0,0,298,321,
        1,0,0,0,299,300,5,26,0,0,300,321,5,60,0,0,301,302,5,26,0,0,302,321,
        7,4,0,0,303,304,5,26,0,0,304,305,7,5,0,0,305,321,5,26,0,0,306,307,
        5,88,0,0,307,308,5,26,0,0,308,309,5,89,0,0,309,311,5,26,0,0,310,
        312,5,97,0,0,311,310,1,0,0,0,311,312,1,0,0,0,312,321,1,0,0,0,313,
        314,5,26,0,0,314,315,5,88,0,0,315,316,5,26,0,0,316,318,5,89,0,0,
        317,319,5,97,0,0,318,317,1,0,0,0,318,319,1,0,0,0,319,321,1,0,0,0,
        320,295,1,0,0,0,320,299,1,0,0,0,320,301,1,0,0,0,320,303,1,0,0,0,
        320,306,1,0,0,0,320,313,1,0,0,0,321,25,1,0,0,0,322,323,7,6,0,0,323,
        27,1,0,0,0,324,326,5,99,0,0,325,324,1,0,0,0,325,326,1,0,0,0,326,
        327,1,0,0,0,327,328,5,35,0,0,328,29,1,0,0,0,329,334,3,32,16,0,330,
        331,7,7,0,0,331,333,3,32,16,0,332,330,1,0,0,0,333,336,1,0,0,0,334,
        332,1,0,0,0,334,335,1,0,0,0,335,31,1,0,0,0,336,334,1,0,0,0,337,359,
        5,1,0,0,338,359,5,2,0,0,339,359,5,3,0,0,340,359,5,4,0,0,341,359,
        5,5,0,0,342,359,5,6,0,0,343,359,5,7,0,0,344,359,5,8,0,0,345,359,
        5,11,0,0,346,359,5,12,0,0,347,349,7,8,0,0,348,347,1,0,0,0,348,349,
        1,0,0,0,349,350,1,0,0,0,350,359,7,9,0,0,351,352,5,22,0,0,352,359,
        5,21,0,0,353,355,7,2,0,0,354,356,5,21,0,0,355,354,1,0,0,0,355,356,
        1,0,0,0,356,359,1,0,0,0,357,359,5,21,0,0,358,337,1,0,0,0,358,338,
        1,0,0,0,358,339,1,0,0,0,358,340,1,0,0,0,358,341,1,0,0,0,358,342,
        1,0,0,0,358,343,1,0,0,0,358,344,1,0,0,0,358,345,1,0,0,0,358,346,
        1,0,0,0,358,348,1,0,0,0,358,351,1,0,0,0,358,353,1,0,0,0,358,357,
        1,0,0,0,359,33,1,0,0,0,360,361,3,32,16,0,361,362,5,52,0,0,362,363,
        5,53,0,0,363,364,3,32,16,0,364,379,1,0,0,0,365,366,5,52,0,0,366,
        367,3,32,16,0,367,368,5,53,0,0,368,369,3,32,16,0,369,379,1,0,0,0,
        370,371,3,32,16,0,371,372,5,54,0,0,372,373,3,32,16,0,373,379,1,0,
        0,0,374,375,3,32,16,0,375,376,7,10,0,0,376,377,3,32,16,0,377,379,
        1,0,0,0,378,360,1,0,0,0,378,365,1,0,0,0,378,370,1,0,0,0,378,374,
        1,0,0,0,379,35,1,0,0,0,380,382,3,38,19,0,381,383,7,0,0,0,382,381,
        1,0,0,0,382,383,1,0,0,0,383,385,1,0,0,0,384,386,5,84,0,0,385,384,
        1,0,0,0,385,386,1,0,0,0,386,387,1,0,0,0,387,388,3,30,15,0,388,394,
        1,0,0,0,389,391,3,38,19,0,390,392,5,47,0,0,391,390,1,0,0,0,391,392,
        1,0,0,0,392,394,1,0,0,0,393,380,1,0,0,0,393,389,1,0,0,0,394,37,1,
        0,0,0,395,398,5,42,0,0,396,397,5,76,0,0,397,399,5,43,0,0,398,396,
        1,0,0,0,398,399,1,0,0,0,399,405,1,0,0,0,400,405,5,43,0,0,401,405,
        5,45,0,0,402,405,5,46,0,0,403,405,5,44,0,0,404,395,1,0,0,0,404,400,
        1,0,0,0,404,401,1,0,0,0,404,402,1,0,0,0,404,403,1,0,0,0,405,39,1,
        0,0,0,406,408,5,41,0,0,407,406,1,0,0,0,407,408,1,0,0,0,408,409,1,
        0,0,0,409,411,5,40,0,0,410,412,7,11,0,0,411,410,1,0,0,0,411,412,
        1,0,0,0,412,414,1,0,0,0,413,415,5,84,0,0,414,413,1,0,0,0,414,415,
        1,0,0,0,415,416,1,0,0,0,416,424,3,30,15,0,417,419,3,30,15,0,418,
        420,5,41,0,0,419,418,1,0,0,0,419,420,1,0,0,0,420,421,1,0,0,0,421,
        422,5,40,0,0,422,424,1,0,0,0,423,407,1,0,0,0,423,417,1,0,0,0,424,
        41,1,0,0,0,425,426,5,26,0,0,426,431,7,12,0,0,427,432,5,26,0,0,428,
        429,5,88,0,0,429,430,5,26,0,0,430,432,5,89,0,0,431,427,1,0,0,0,431,
        428,1,0,0,0,432,43,1,0,0,0,433,436,3,24,12,0,434,436,5,27,0,0,435,
        433,1,0,0,0,435,434,1,0,0,0,436,438,1,0,0,0,437,439,3,28,14,0,438,
        437,1,0,0,0,438,439,1,0,0,0,439,440,1,0,0,0,440,447,5,48,0,0,441,
        442,5,48,0,0,442,443,5,88,0,0,443,444,3,24,12,0,444,445,5,89,0,0,
        445,447,1,0,0,0,446,435,1,0,0,0,446,441,1,0,0,0,447,45,1,0,0,0,448,
        451,7,13,0,0,449,450,7,7,0,0,450,452,7,13,0,0,451,449,1,0,0,0,451,
        452,1,0,0,0,452,453,1,0,0,0,453,455,7,0,0,0,454,456,5,84,0,0,455,
        454,1,0,0,0,455,456,1,0,0,0,456,457,1,0,0,0,457,458,3,30,15,0,458,
        47,1,0,0,0,459,464,5,26,0,0,460,461,7,7,0,0,461,463,5,26,0,0,462,
        460,1,0,0,0,463,466,1,0,0,0,464,462,1,0,0,0,464,465,1,0,0,0,465,
        467,1,0,0,0,466,464,1,0,0,0,467,468,7,14,0,0,468,49,1,0,0,0,469,
        470,3,24,12,0,470,471,5,36,0,0,471,51,1,0,0,0,472,473,5,26,0,0,473,
        474,7,5,0,0,474,475,5,26,0,0,475,499,3,54,27,0,476,477,5,26,0,0,
        477,478,5,97,0,0,478,499,3,54,27,0,479,480,5,26,0,0,480,481,7,4,
        0,0,481,499,3,54,27,0,482,483,5,26,0,0,483,484,5,60,0,0,484,499,
        3,54,27,0,485,486,5,26,0,0,486,499,3,54,27,0,487,488,7,15,0,0,488,
        489,5,26,0,0,489,499,3,54,27,0,490,491,5,65,0,0,491,492,5,26,0,0,
        492,499,3,54,27,0,493,494,7,16,0,0,494,496,5,26,0,0,495,497,3,54,
        27,0,496,495,1,0,0,0,496,497,1,0,0,0,497,499,1,0,0,0,498,472,1,0,
        0,0,498,476,1,0,0,0,498,479,1,0,0,0,498,482,1,0,0,0,498,485,1,0,
        0,0,498,487,1,0,0,0,498,490,1,0,0,0,498,493,1,0,0,0,499,53,1,0,0,
        0,500,501,7,17,0,0,501,55,1,0,0,0,502,507,3,58,29,0,503,504,5,92,
        0,0,504,506,3,58,29,0,505,503,1,0,0,0,506,509,1,0,0,0,507,505,1,
        0,0,0,507,508,1,0,0,0,508,510,1,0,0,0,509,507,1,0,0,0,510,511,7,
        7,0,0,511,516,3,58,29,0,512,513,7,7,0,0,513,515,3,58,29,0,514,512,
        1,0,0,0,515,518,1,0,0,0,516,514,1,0,0,0,516,517,1,0,0,0,517,521,
        1,0,0,0,518,516,1,0,0,0,519,521,3,58,29,0,520,502,1,0,0,0,520,519,
        1,0,0,0,521,57,1,0,0,0,522,542,5,25,0,0,523,524,5,26,0,0,524,525,
        5,99,0,0,525,526,5,26,0,0,526,527,5,99,0,0,527,528,5,26,0,0,528,
        529,5,99,0,0,529,542,5,26,0,0,530,531,5,88,0,0,531,532,5,26,0,0,
        532,533,5,89,0,0,533,542,5,26,0,0,534,535,5,26,0,0,535,536,5,88,
        0,0,536,537,5,26,0,0,537,542,5,89,0,0,538,542,5,49,0,0,539,542,5,
        50,0,0,540,542,5,51,0,0,541,522,1,0,0,0,541,523,1,0,0,0,541,530,
        1,0,0,0,541,534,1,0,0,0,541,538,1,0,0,0,541,539,1,0,0,0,541,540,
        1,0,0,0,542,59,1,0,0,0,543,544,5,26,0,0,544,545,7,5,0,0,545,549,
        5,26,0,0,546,547,5,26,0,0,547,549,5,97,0,0,548,543,1,0,0,0,548,546,
        1,0,0,0,549,61,1,0,0,0,550,552,5,68,0,0,551,553,7,18,0,0,552,551,
        1,0,0,0,552,553,1,0,0,0,553,554,1,0,0,0,554,559,3,64,32,0,555,556,
        7,19,0,0,556,558,3,64,32,0,557,555,1,0,0,0,558,561,1,0,0,0,559,557,
        1,0,0,0,559,560,1,0,0,0,560,63,1,0,0,0,561,559,1,0,0,0,562,569,3,
        14,7,0,563,569,3,20,10,0,564,569,3,56,28,0,565,569,3,36,18,0,566,
        569,3,40,20,0,567,569,3,44,22,0,568,562,1,0,0,0,568,563,1,0,0,0,
        568,564,1,0,0,0,568,565,1,0,0,0,568,566,1,0,0,0,568,567,1,0,0,0,
        569,65,1,0,0,0,570,575,5,28,0,0,571,575,5,29,0,0,572,573,5,26,0,
        0,573,575,7,20,0,0,574,570,1,0,0,0,574,571,1,0,0,0,574,572,1,0,0,
        0,575,67,1,0,0,0,576,579,3,70,35,0,577,578,5,99,0,0,578,580,3,70,
        35,0,579,577,1,0,0,0,580,581,1,0,0,0,581,579,1,0,0,0,581,582,1,0,
        0,0,582,69,1,0,0,0,583,589,3,66,33,0,584,585,5,88,0,0,585,586,3,
        66,33,0,586,587,5,89,0,0,587,589,1,0,0,0,588,583,1,0,0,0,588,584,
        1,0,0,0,589,71,1,0,0,0,590,591,5,26,0,0,591,593,5,1,0,0,592,594,
        5,1,0,0,593,592,1,0,0,0,594,595,1,0,0,0,595,593,1,0,0,0,595,596,
        1,0,0,0,596,73,1,0,0,0,597,599,7,21,0,0,598,600,5,84,0,0,599,598,
        1,0,0,0,599,600,1,0,0,0,600,603,1,0,0,0,601,604,3,72,36,0,602,604,
        3,66,33,0,603,601,1,0,0,0,603,602,1,0,0,0,604,75,1,0,0,0,605,612,
        5,28,0,0,606,612,5,29,0,0,607,608,5,26,0,0,608,612,5,1,0,0,609,610,
        5,26,0,0,610,612,5,31,0,0,611,605,1,0,0,0,611,606,1,0,0,0,611,607,
        1,0,0,0,611,609,1,0,0,0,612,613,1,0,0,0,613,614,7,22,0,0,614,77,
        1,0,0,0,615,616,7,23,0,0,616,617,5,100,0,0,617,623,3,32,16,0,618,
        619,3,32,16,0,619,620,5,100,0,0,620,621,7,23,0,0,621,623,1,0,0,0,
        622,615,1,0,0,0,622,618,1,0,0,0,623,79,1,0,0,0,624,629,5,28,0,0,
        625,629,5,29,0,0,626,627,5,26,0,0,627,629,5,31,0,0,628,624,1,0,0,
        0,628,625,1,0,0,0,628,626,1,0,0,0,629,81,1,0,0,0,630,632,3,84,42,
        0,631,633,5,97,0,0,632,631,1,0,0,0,632,633,1,0,0,0,633,635,1,0,0,
        0,634,636,3,86,43,0,635,634,1,0,0,0,635,636,1,0,0,0,636,83,1,0,0,
        0,637,638,7,24,0,0,638,85,1,0,0,0,639,641,7,25,0,0,640,642,5,84,
        0,0,641,640,1,0,0,0,641,642,1,0,0,0,642,646,1,0,0,0,643,647,3,30,
        15,0,644,647,3,66,33,0,645,647,5,31,0,0,646,643,1,0,0,0,646,644,
        1,0,0,0,646,645,1,0,0,0,647,650,1,0,0,0,648,650,3,30,15,0,649,639,
        1,0,0,0,649,648,1,0,0,0,650,87,1,0,0,0,651,653,3,90,45,0,652,651,
        1,0,0,0,653,654,1,0,0,0,654,652,1,0,0,0,654,655,1,0,0,0,655,657,
        1,0,0,0,656,658,3,92,46,0,657,656,1,0,0,0,657,658,1,0,0,0,658,89,
        1,0,0,0,659,660,7,26,0,0,660,91,1,0,0,0,661,663,7,25,0,0,662,664,
        5,84,0,0,663,662,1,0,0,0,663,664,1,0,0,0,664,669,1,0,0,0,665,670,
        3,30,15,0,666,670,3,66,33,0,667,670,5,31,0,0,668,670,5,105,0,0,669,
        665,1,0,0,0,669,666,1,0,0,0,669,667,1,0,0,0,669,668,1,0,0,0,670,
        673,1,0,0,0,671,673,3,30,15,0,672,661,1,0,0,0,672,671,1,0,0,0,673,
        93,1,0,0,0,674,676,5,74,0,0,675,677,5,94,0,0,676,675,1,0,0,0,676,
        677,1,0,0,0,677,95,1,0,0,0,678,680,5,88,0,0,679,678,1,0,0,0,679,
        680,1,0,0,0,680,681,1,0,0,0,681,682,7,27,0,0,682,683,5,89,0,0,683,
        97,1,0,0,0,684,685,7,28,0,0,685,99,1,0,0,0,686,687,7,29,0,0,687,
        101,1,0,0,0,688,689,7,30,0,0,689,103,1,0,0,0,690,691,7,31,0,0,691,
        105,1,0,0,0,96,108,110,124,143,146,163,167,170,173,176,179,183,190,
        193,196,199,202,206,208,212,215,219,227,229,236,240,243,246,253,
        256,259,271,276,279,284,289,293,297,311,318,320,325,334,348,355,
        358,378,382,385,391,393,398,404,407,411,414,419,423,431,435,438,
        446,451,455,464,496,498,507,516,520,541,548,552,559,568,574,581,
        588,595,599,603,611,622,628,632,635,641,646,649,654,657,663,669,
        672,676,679
    ]

class MeaningParser ( Parser ):

    grammarFileName = "MeaningParser.g4"

    atn = ATNDeserializer().deserialize(serializedATN())

    decisionsToDFA = [ DFA(ds, i) for i, ds in enumerate(atn.decisionToState) ]

    sharedContextCache = PredictionContextCache()

    literalNames = [ "<INVALID>", "<INVALID>", "'#'", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "'pointed'", "<INVALID>", 
                     "<INVALID>", "'next'", "'other'", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "'either'", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "'of'", "<INVALID>", 
                     "<INVALID>", "<INVALID>", "<INVALID>", "<INVALID>", 
                     "<INVALID>", "'('", "')'", "<INVALID>", "<INVALID>", 
                     "','", "';'", "':'", "<INVALID>", "'/'", "'+'", "'\\u2212'", 
                     "<INVALID>", "'='", "'~'", "'?'", "<INVALID>", "'>'" ]

    symbolicNames = [ "<INVALID>", "SUIT", "HASH", "CLUBS", "DIAMONDS", 
                      "HEARTS", "SPADES", "MAJOR_SYM", "MINOR_SYM", "BOTH_MAJORS", 
                      "BOTH_MINORS", "OTHER_MAJOR", "OTHER_MINOR", "MAJOR", 
                      "MAJORS", "MINOR", "MINORS", "RED", "BLACK", "POINTED", 
                      "ROUNDED", "SUITW", "NEXT", "OTHERW", "RKC_SCHEME", 
                      "SHAPE4", "NUMBER", "NUMWORD", "CALL", "CALLPAT", 
                      "FOURTH", "NT", "HCP", "POINTS", "TOTAL", "CARD", 
                      "CONTROLS", "ACES", "KINGS", "KEYCARDS", "STOPPER", 
                      "HALF", "SINGLETON", "VOID", "DOUBLETON", "SHORTNESS", 
                      "SPLINTER", "SOMEWHERE", "SUPPORT", "BALANCED", "SEMIBAL", 
                      "UNBALANCED", "LONGER", "THAN", "AS_LONG_AS", "AT_LEAST", 
                      "AT_MOST", "LESS_THAN", "MORE_THAN", "EXACTLY", "OR_LONGER", 
                      "FORCE", "FORCE_F", "STRENGTH", "MINW", "MAXW", "NATW", 
                      "CONVENTION", "NEGW", "COND", "ABOUT", "HEDGE_A", 
                      "HEDGE_M", "HEDGE_P", "ONE_OF", "EITHER", "OR", "AND", 
                      "WITH", "IE", "IN", "OF", "FOR", "TO", "THE", "BOTH", 
                      "ANY", "CALLCTX", "LPAREN", "RPAREN", "LBRACK", "RBRACK", 
                      "COMMA", "SEMI", "COLON", "PERIOD", "SLASH", "PLUS", 
                      "MINUS", "DASH", "EQ", "TILDE", "QMARK", "GE", "GT", 
                      "SUIT_LETTER", "WORD", "WS", "OTHER" ]

    RULE_meaning = 0
    RULE_other = 1
    RULE_phraseAt = 2
    RULE_rest = 3
    RULE_phrase = 4
    RULE_term = 5
    RULE_termBody = 6
    RULE_twoSuited = 7
    RULE_twoNumbers = 8
    RULE_pairClass = 9
    RULE_length = 10
    RULE_lengthOne = 11
    RULE_lengthCount = 12
    RULE_bound = 13
    RULE_cardWord = 14
    RULE_suits = 15
    RULE_suit = 16
    RULE_compare = 17
    RULE_shortness = 18
    RULE_shortWord = 19
    RULE_stopper = 20
    RULE_classShape = 21
    RULE_support = 22
    RULE_honour = 23
    RULE_aces = 24
    RULE_controls = 25
    RULE_points = 26
    RULE_unit = 27
    RULE_shapes = 28
    RULE_shape = 29
    RULE_bareNumbers = 30
    RULE_negated = 31
    RULE_negatable = 32
    RULE_call = 33
    RULE_auction = 34
    RULE_auctionCall = 35
    RULE_callFamily = 36
    RULE_callMention = 37
    RULE_callDef = 38
    RULE_binding = 39
    RULE_callRef = 40
    RULE_force = 41
    RULE_forceWord = 42
    RULE_forceTarget = 43
    RULE_convention = 44
    RULE_conventionName = 45
    RULE_conventionTarget = 46
    RULE_oneOf = 47
    RULE_enumMarker = 48
    RULE_hedge = 49
    RULE_condition = 50
    RULE_connective = 51
    RULE_separator = 52

    ruleNames =  [ "meaning", "other", "phraseAt", "rest", "phrase", "term", 
                   "termBody", "twoSuited", "twoNumbers", "pairClass", "length", 
                   "lengthOne", "lengthCount", "bound", "cardWord", "suits", 
                   "suit", "compare", "shortness", "shortWord", "stopper", 
                   "classShape", "support", "honour", "aces", "controls", 
                   "points", "unit", "shapes", "shape", "bareNumbers", "negated", 
                   "negatable", "call", "auction", "auctionCall", "callFamily", 
                   "callMention", "callDef", "binding", "callRef", "force", 
                   "forceWord", "forceTarget", "convention", "conventionName", 
                   "conventionTarget", "oneOf", "enumMarker", "hedge", "condition", 
                   "connective", "separator" ]

    EOF = Token.EOF
    SUIT=1
    HASH=2
    CLUBS=3
    DIAMONDS=4
    HEARTS=5
    SPADES=6
    MAJOR_SYM=7
    MINOR_SYM=8
    BOTH_MAJORS=9
    BOTH_MINORS=10
    OTHER_MAJOR=11
    OTHER_MINOR=12
    MAJOR=13
    MAJORS=14
    MINOR=15
    MINORS=16
    RED=17
    BLACK=18
    POINTED=19
    ROUNDED=20
    SUITW=21
    NEXT=22
    OTHERW=23
    RKC_SCHEME=24
    SHAPE4=25
    NUMBER=26
    NUMWORD=27
    CALL=28
    CALLPAT=29
    FOURTH=30
    NT=31
    HCP=32
    POINTS=33
    TOTAL=34
    CARD=35
    CONTROLS=36
    ACES=37
    KINGS=38
    KEYCARDS=39
    STOPPER=40
    HALF=41
    SINGLETON=42
    VOID=43
    DOUBLETON=44
    SHORTNESS=45
    SPLINTER=46
    SOMEWHERE=47
    SUPPORT=48
    BALANCED=49
    SEMIBAL=50
    UNBALANCED=51
    LONGER=52
    THAN=53
    AS_LONG_AS=54
    AT_LEAST=55
    AT_MOST=56
    LESS_THAN=57
    MORE_THAN=58
    EXACTLY=59
    OR_LONGER=60
    FORCE=61
    FORCE_F=62
    STRENGTH=63
    MINW=64
    MAXW=65
    NATW=66
    CONVENTION=67
    NEGW=68
    COND=69
    ABOUT=70
    HEDGE_A=71
    HEDGE_M=72
    HEDGE_P=73
    ONE_OF=74
    EITHER=75
    OR=76
    AND=77
    WITH=78
    IE=79
    IN=80
    OF=81
    FOR=82
    TO=83
    THE=84
    BOTH=85
    ANY=86
    CALLCTX=87
    LPAREN=88
    RPAREN=89
    LBRACK=90
    RBRACK=91
    COMMA=92
    SEMI=93
    COLON=94
    PERIOD=95
    SLASH=96
    PLUS=97
    MINUS=98
    DASH=99
    EQ=100
    TILDE=101
    QMARK=102
    GE=103
    GT=104
    SUIT_LETTER=105
    WORD=106
    WS=107
    OTHER=108

    def __init__(self, input:TokenStream, output:TextIO = sys.stdout):
        super().__init__(input, output)
        self.checkVersion("4.13.2")
        self._interp = ParserATNSimulator(self, self.atn, self.decisionsToDFA, self.sharedContextCache)
        self._predicates = None




    class MeaningContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def EOF(self):
            return self.getToken(MeaningParser.EOF, 0)

        def phrase(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(MeaningParser.PhraseContext)
            else:
                return self.getTypedRuleContext(MeaningParser.PhraseContext,i)


        def other(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(MeaningParser.OtherContext)
            else:
                return self.getTypedRuleContext(MeaningParser.OtherContext,i)


        def getRuleIndex(self):
            return MeaningParser.RULE_meaning

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitMeaning" ):
                return visitor.visitMeaning(self)
            else:
                return visitor.visitChildren(self)




    def meaning(self):

        localctx = MeaningParser.MeaningContext(self, self._ctx, self.state)
        self.enterRule(localctx, 0, self.RULE_meaning)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 110
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while (((_la) & ~0x3f) == 0 and ((1 << _la) & -2) != 0) or ((((_la - 64)) & ~0x3f) == 0 and ((1 << (_la - 64)) & 35184372088831) != 0):
                self.state = 108
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,0,self._ctx)
                if la_ == 1:
                    self.state = 106
                    self.phrase()
                    pass

                elif la_ == 2:
                    self.state = 107
                    self.other()
                    pass


                self.state = 112
                self._errHandler.sync(self)
                _la = self._input.LA(1)

            self.state = 113
            self.match(MeaningParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OtherContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return MeaningParser.RULE_other

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOther" ):
                return visitor.visitOther(self)
            else:
                return visitor.visitChildren(self)




    def other(self):

        localctx = MeaningParser.OtherContext(self, self._ctx, self.state)
        self.enterRule(localctx, 2, self.RULE_other)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 115
            self.matchWildcard()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PhraseAtContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def phrase(self):
            return self.getTypedRuleContext(MeaningParser.PhraseContext,0)


        def rest(self):
            return self.getTypedRuleContext(MeaningParser.RestContext,0)


        def EOF(self):
            return self.getToken(MeaningParser.EOF, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_phraseAt

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPhraseAt" ):
                return visitor.visitPhraseAt(self)
            else:
                return visitor.visitChildren(self)




    def phraseAt(self):

        localctx = MeaningParser.PhraseAtContext(self, self._ctx, self.state)
        self.enterRule(localctx, 4, self.RULE_phraseAt)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 117
            self.phrase()
            self.state = 118
            self.rest()
            self.state = 119
            self.match(MeaningParser.EOF)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class RestContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser


        def getRuleIndex(self):
            return MeaningParser.RULE_rest

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitRest" ):
                return visitor.visitRest(self)
            else:
                return visitor.visitChildren(self)




    def rest(self):

        localctx = MeaningParser.RestContext(self, self._ctx, self.state)
        self.enterRule(localctx, 6, self.RULE_rest)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 124
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,2,self._ctx)
            while _alt!=1 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1+1:
                    self.state = 121
                    self.matchWildcard() 
                self.state = 126
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,2,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PhraseContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def callDef(self):
            return self.getTypedRuleContext(MeaningParser.CallDefContext,0)


        def auction(self):
            return self.getTypedRuleContext(MeaningParser.AuctionContext,0)


        def callMention(self):
            return self.getTypedRuleContext(MeaningParser.CallMentionContext,0)


        def callFamily(self):
            return self.getTypedRuleContext(MeaningParser.CallFamilyContext,0)


        def negated(self):
            return self.getTypedRuleContext(MeaningParser.NegatedContext,0)


        def term(self):
            return self.getTypedRuleContext(MeaningParser.TermContext,0)


        def force(self):
            return self.getTypedRuleContext(MeaningParser.ForceContext,0)


        def convention(self):
            return self.getTypedRuleContext(MeaningParser.ConventionContext,0)


        def binding(self):
            return self.getTypedRuleContext(MeaningParser.BindingContext,0)


        def callRef(self):
            return self.getTypedRuleContext(MeaningParser.CallRefContext,0)


        def oneOf(self):
            return self.getTypedRuleContext(MeaningParser.OneOfContext,0)


        def enumMarker(self):
            return self.getTypedRuleContext(MeaningParser.EnumMarkerContext,0)


        def hedge(self):
            return self.getTypedRuleContext(MeaningParser.HedgeContext,0)


        def condition(self):
            return self.getTypedRuleContext(MeaningParser.ConditionContext,0)


        def connective(self):
            return self.getTypedRuleContext(MeaningParser.ConnectiveContext,0)


        def separator(self):
            return self.getTypedRuleContext(MeaningParser.SeparatorContext,0)


        def getRuleIndex(self):
            return MeaningParser.RULE_phrase

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPhrase" ):
                return visitor.visitPhrase(self)
            else:
                return visitor.visitChildren(self)




    def phrase(self):

        localctx = MeaningParser.PhraseContext(self, self._ctx, self.state)
        self.enterRule(localctx, 8, self.RULE_phrase)
        try:
            self.state = 143
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,3,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 127
                self.callDef()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 128
                self.auction()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 129
                self.callMention()
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 130
                self.callFamily()
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 131
                self.negated()
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 132
                self.term()
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 133
                self.force()
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 134
                self.convention()
                pass

            elif la_ == 9:
                self.enterOuterAlt(localctx, 9)
                self.state = 135
                self.binding()
                pass

            elif la_ == 10:
                self.enterOuterAlt(localctx, 10)
                self.state = 136
                self.callRef()
                pass

            elif la_ == 11:
                self.enterOuterAlt(localctx, 11)
                self.state = 137
                self.oneOf()
                pass

            elif la_ == 12:
                self.enterOuterAlt(localctx, 12)
                self.state = 138
                self.enumMarker()
                pass

            elif la_ == 13:
                self.enterOuterAlt(localctx, 13)
                self.state = 139
                self.hedge()
                pass

            elif la_ == 14:
                self.enterOuterAlt(localctx, 14)
                self.state = 140
                self.condition()
                pass

            elif la_ == 15:
                self.enterOuterAlt(localctx, 15)
                self.state = 141
                self.connective()
                pass

            elif la_ == 16:
                self.enterOuterAlt(localctx, 16)
                self.state = 142
                self.separator()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TermContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def termBody(self):
            return self.getTypedRuleContext(MeaningParser.TermBodyContext,0)


        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_term

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTerm" ):
                return visitor.visitTerm(self)
            else:
                return visitor.visitChildren(self)




    def term(self):

        localctx = MeaningParser.TermContext(self, self._ctx, self.state)
        self.enterRule(localctx, 10, self.RULE_term)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 146
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==84:
                self.state = 145
                self.match(MeaningParser.THE)


            self.state = 148
            self.termBody()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TermBodyContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def twoSuited(self):
            return self.getTypedRuleContext(MeaningParser.TwoSuitedContext,0)


        def classShape(self):
            return self.getTypedRuleContext(MeaningParser.ClassShapeContext,0)


        def support(self):
            return self.getTypedRuleContext(MeaningParser.SupportContext,0)


        def length(self):
            return self.getTypedRuleContext(MeaningParser.LengthContext,0)


        def compare(self):
            return self.getTypedRuleContext(MeaningParser.CompareContext,0)


        def shortness(self):
            return self.getTypedRuleContext(MeaningParser.ShortnessContext,0)


        def stopper(self):
            return self.getTypedRuleContext(MeaningParser.StopperContext,0)


        def honour(self):
            return self.getTypedRuleContext(MeaningParser.HonourContext,0)


        def aces(self):
            return self.getTypedRuleContext(MeaningParser.AcesContext,0)


        def controls(self):
            return self.getTypedRuleContext(MeaningParser.ControlsContext,0)


        def points(self):
            return self.getTypedRuleContext(MeaningParser.PointsContext,0)


        def shapes(self):
            return self.getTypedRuleContext(MeaningParser.ShapesContext,0)


        def bareNumbers(self):
            return self.getTypedRuleContext(MeaningParser.BareNumbersContext,0)


        def getRuleIndex(self):
            return MeaningParser.RULE_termBody

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTermBody" ):
                return visitor.visitTermBody(self)
            else:
                return visitor.visitChildren(self)




    def termBody(self):

        localctx = MeaningParser.TermBodyContext(self, self._ctx, self.state)
        self.enterRule(localctx, 12, self.RULE_termBody)
        try:
            self.state = 163
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,5,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 150
                self.twoSuited()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 151
                self.classShape()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 152
                self.support()
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 153
                self.length()
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 154
                self.compare()
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 155
                self.shortness()
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 156
                self.stopper()
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 157
                self.honour()
                pass

            elif la_ == 9:
                self.enterOuterAlt(localctx, 9)
                self.state = 158
                self.aces()
                pass

            elif la_ == 10:
                self.enterOuterAlt(localctx, 10)
                self.state = 159
                self.controls()
                pass

            elif la_ == 11:
                self.enterOuterAlt(localctx, 11)
                self.state = 160
                self.points()
                pass

            elif la_ == 12:
                self.enterOuterAlt(localctx, 12)
                self.state = 161
                self.shapes()
                pass

            elif la_ == 13:
                self.enterOuterAlt(localctx, 13)
                self.state = 162
                self.bareNumbers()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TwoSuitedContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def twoNumbers(self):
            return self.getTypedRuleContext(MeaningParser.TwoNumbersContext,0)


        def pairClass(self):
            return self.getTypedRuleContext(MeaningParser.PairClassContext,0)


        def OR_LONGER(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.OR_LONGER)
            else:
                return self.getToken(MeaningParser.OR_LONGER, i)

        def cardWord(self):
            return self.getTypedRuleContext(MeaningParser.CardWordContext,0)


        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def BOTH(self):
            return self.getToken(MeaningParser.BOTH, 0)

        def IN(self):
            return self.getToken(MeaningParser.IN, 0)

        def OF(self):
            return self.getToken(MeaningParser.OF, 0)

        def NUMBER(self):
            return self.getToken(MeaningParser.NUMBER, 0)

        def PLUS(self):
            return self.getToken(MeaningParser.PLUS, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_twoSuited

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTwoSuited" ):
                return visitor.visitTwoSuited(self)
            else:
                return visitor.visitChildren(self)




    def twoSuited(self):

        localctx = MeaningParser.TwoSuitedContext(self, self._ctx, self.state)
        self.enterRule(localctx, 14, self.RULE_twoSuited)
        self._la = 0 # Token type
        try:
            self.state = 208
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,18,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 165
                self.twoNumbers()
                self.state = 167
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==60:
                    self.state = 166
                    self.match(MeaningParser.OR_LONGER)


                self.state = 170
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==35 or _la==99:
                    self.state = 169
                    self.cardWord()


                self.state = 173
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==80 or _la==81:
                    self.state = 172
                    _la = self._input.LA(1)
                    if not(_la==80 or _la==81):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 176
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==84:
                    self.state = 175
                    self.match(MeaningParser.THE)


                self.state = 179
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==85:
                    self.state = 178
                    self.match(MeaningParser.BOTH)


                self.state = 181
                self.pairClass()
                self.state = 183
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,11,self._ctx)
                if la_ == 1:
                    self.state = 182
                    self.match(MeaningParser.OR_LONGER)


                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 185
                self.twoNumbers()
                self.state = 186
                self.match(MeaningParser.OR_LONGER)
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 188
                self.match(MeaningParser.NUMBER)
                self.state = 190
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==97:
                    self.state = 189
                    self.match(MeaningParser.PLUS)


                self.state = 193
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==35 or _la==99:
                    self.state = 192
                    self.cardWord()


                self.state = 196
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==80 or _la==81:
                    self.state = 195
                    _la = self._input.LA(1)
                    if not(_la==80 or _la==81):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 199
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==84:
                    self.state = 198
                    self.match(MeaningParser.THE)


                self.state = 202
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==85:
                    self.state = 201
                    self.match(MeaningParser.BOTH)


                self.state = 204
                self.pairClass()
                self.state = 206
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,17,self._ctx)
                if la_ == 1:
                    self.state = 205
                    self.match(MeaningParser.OR_LONGER)


                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class TwoNumbersContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NUMBER(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.NUMBER)
            else:
                return self.getToken(MeaningParser.NUMBER, i)

        def PLUS(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.PLUS)
            else:
                return self.getToken(MeaningParser.PLUS, i)

        def DASH(self):
            return self.getToken(MeaningParser.DASH, 0)

        def SLASH(self):
            return self.getToken(MeaningParser.SLASH, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_twoNumbers

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitTwoNumbers" ):
                return visitor.visitTwoNumbers(self)
            else:
                return visitor.visitChildren(self)




    def twoNumbers(self):

        localctx = MeaningParser.TwoNumbersContext(self, self._ctx, self.state)
        self.enterRule(localctx, 16, self.RULE_twoNumbers)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 210
            self.match(MeaningParser.NUMBER)
            self.state = 212
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==97:
                self.state = 211
                self.match(MeaningParser.PLUS)


            self.state = 215
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==96 or _la==99:
                self.state = 214
                _la = self._input.LA(1)
                if not(_la==96 or _la==99):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


            self.state = 217
            self.match(MeaningParser.NUMBER)
            self.state = 219
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==97:
                self.state = 218
                self.match(MeaningParser.PLUS)


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PairClassContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def BOTH_MAJORS(self):
            return self.getToken(MeaningParser.BOTH_MAJORS, 0)

        def BOTH_MINORS(self):
            return self.getToken(MeaningParser.BOTH_MINORS, 0)

        def MAJORS(self):
            return self.getToken(MeaningParser.MAJORS, 0)

        def MINORS(self):
            return self.getToken(MeaningParser.MINORS, 0)

        def RED(self):
            return self.getToken(MeaningParser.RED, 0)

        def BLACK(self):
            return self.getToken(MeaningParser.BLACK, 0)

        def POINTED(self):
            return self.getToken(MeaningParser.POINTED, 0)

        def ROUNDED(self):
            return self.getToken(MeaningParser.ROUNDED, 0)

        def SUITW(self):
            return self.getToken(MeaningParser.SUITW, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_pairClass

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPairClass" ):
                return visitor.visitPairClass(self)
            else:
                return visitor.visitChildren(self)




    def pairClass(self):

        localctx = MeaningParser.PairClassContext(self, self._ctx, self.state)
        self.enterRule(localctx, 18, self.RULE_pairClass)
        self._la = 0 # Token type
        try:
            self.state = 229
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [9]:
                self.enterOuterAlt(localctx, 1)
                self.state = 221
                self.match(MeaningParser.BOTH_MAJORS)
                pass
            elif token in [10]:
                self.enterOuterAlt(localctx, 2)
                self.state = 222
                self.match(MeaningParser.BOTH_MINORS)
                pass
            elif token in [14]:
                self.enterOuterAlt(localctx, 3)
                self.state = 223
                self.match(MeaningParser.MAJORS)
                pass
            elif token in [16]:
                self.enterOuterAlt(localctx, 4)
                self.state = 224
                self.match(MeaningParser.MINORS)
                pass
            elif token in [17, 18, 19, 20]:
                self.enterOuterAlt(localctx, 5)
                self.state = 225
                _la = self._input.LA(1)
                if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 1966080) != 0)):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 227
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,22,self._ctx)
                if la_ == 1:
                    self.state = 226
                    self.match(MeaningParser.SUITW)


                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class LengthContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def lengthOne(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(MeaningParser.LengthOneContext)
            else:
                return self.getTypedRuleContext(MeaningParser.LengthOneContext,i)


        def DASH(self):
            return self.getToken(MeaningParser.DASH, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_length

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLength" ):
                return visitor.visitLength(self)
            else:
                return visitor.visitChildren(self)




    def length(self):

        localctx = MeaningParser.LengthContext(self, self._ctx, self.state)
        self.enterRule(localctx, 20, self.RULE_length)
        try:
            self.state = 236
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,24,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 231
                self.lengthOne()
                self.state = 232
                self.match(MeaningParser.DASH)
                self.state = 233
                self.lengthOne()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 235
                self.lengthOne()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class LengthOneContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def lengthCount(self):
            return self.getTypedRuleContext(MeaningParser.LengthCountContext,0)


        def suits(self):
            return self.getTypedRuleContext(MeaningParser.SuitsContext,0)


        def cardWord(self):
            return self.getTypedRuleContext(MeaningParser.CardWordContext,0)


        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def IN(self):
            return self.getToken(MeaningParser.IN, 0)

        def OF(self):
            return self.getToken(MeaningParser.OF, 0)

        def bound(self):
            return self.getTypedRuleContext(MeaningParser.BoundContext,0)


        def NUMBER(self):
            return self.getToken(MeaningParser.NUMBER, 0)

        def NUMWORD(self):
            return self.getToken(MeaningParser.NUMWORD, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_lengthOne

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLengthOne" ):
                return visitor.visitLengthOne(self)
            else:
                return visitor.visitChildren(self)




    def lengthOne(self):

        localctx = MeaningParser.LengthOneContext(self, self._ctx, self.state)
        self.enterRule(localctx, 22, self.RULE_lengthOne)
        self._la = 0 # Token type
        try:
            self.state = 293
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,36,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 238
                self.lengthCount()
                self.state = 240
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==35 or _la==99:
                    self.state = 239
                    self.cardWord()


                self.state = 243
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==80 or _la==81:
                    self.state = 242
                    _la = self._input.LA(1)
                    if not(_la==80 or _la==81):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 246
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==84:
                    self.state = 245
                    self.match(MeaningParser.THE)


                self.state = 248
                self.suits()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 250
                self.bound()
                self.state = 251
                self.match(MeaningParser.NUMBER)
                self.state = 253
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==35 or _la==99:
                    self.state = 252
                    self.cardWord()


                self.state = 256
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==80 or _la==81:
                    self.state = 255
                    _la = self._input.LA(1)
                    if not(_la==80 or _la==81):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 259
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==84:
                    self.state = 258
                    self.match(MeaningParser.THE)


                self.state = 261
                self.suits()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 263
                self.bound()
                self.state = 264
                self.match(MeaningParser.NUMBER)
                self.state = 265
                self.cardWord()
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 267
                self.lengthCount()
                self.state = 268
                self.cardWord()
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 271
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1116892707587883008) != 0):
                    self.state = 270
                    self.bound()


                self.state = 273
                self.match(MeaningParser.NUMWORD)
                self.state = 274
                self.cardWord()
                self.state = 276
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==80 or _la==81:
                    self.state = 275
                    _la = self._input.LA(1)
                    if not(_la==80 or _la==81):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 279
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==84:
                    self.state = 278
                    self.match(MeaningParser.THE)


                self.state = 281
                self.suits()
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 284
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1116892707587883008) != 0):
                    self.state = 283
                    self.bound()


                self.state = 286
                self.match(MeaningParser.NUMWORD)
                self.state = 287
                self.suits()
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 289
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if (((_la) & ~0x3f) == 0 and ((1 << _la) & 1116892707587883008) != 0):
                    self.state = 288
                    self.bound()


                self.state = 291
                self.match(MeaningParser.NUMWORD)
                self.state = 292
                self.cardWord()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class LengthCountContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NUMBER(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.NUMBER)
            else:
                return self.getToken(MeaningParser.NUMBER, i)

        def PLUS(self):
            return self.getToken(MeaningParser.PLUS, 0)

        def EQ(self):
            return self.getToken(MeaningParser.EQ, 0)

        def OR_LONGER(self):
            return self.getToken(MeaningParser.OR_LONGER, 0)

        def DASH(self):
            return self.getToken(MeaningParser.DASH, 0)

        def MINUS(self):
            return self.getToken(MeaningParser.MINUS, 0)

        def TO(self):
            return self.getToken(MeaningParser.TO, 0)

        def LPAREN(self):
            return self.getToken(MeaningParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(MeaningParser.RPAREN, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_lengthCount

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitLengthCount" ):
                return visitor.visitLengthCount(self)
            else:
                return visitor.visitChildren(self)




    def lengthCount(self):

        localctx = MeaningParser.LengthCountContext(self, self._ctx, self.state)
        self.enterRule(localctx, 24, self.RULE_lengthCount)
        self._la = 0 # Token type
        try:
            self.state = 320
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,40,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 295
                self.match(MeaningParser.NUMBER)
                self.state = 297
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==97 or _la==100:
                    self.state = 296
                    _la = self._input.LA(1)
                    if not(_la==97 or _la==100):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 299
                self.match(MeaningParser.NUMBER)
                self.state = 300
                self.match(MeaningParser.OR_LONGER)
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 301
                self.match(MeaningParser.NUMBER)
                self.state = 302
                _la = self._input.LA(1)
                if not(_la==98 or _la==99):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 303
                self.match(MeaningParser.NUMBER)
                self.state = 304
                _la = self._input.LA(1)
                if not(_la==83 or _la==99):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 305
                self.match(MeaningParser.NUMBER)
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 306
                self.match(MeaningParser.LPAREN)
                self.state = 307
                self.match(MeaningParser.NUMBER)
                self.state = 308
                self.match(MeaningParser.RPAREN)
                self.state = 309
                self.match(MeaningParser.NUMBER)
                self.state = 311
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==97:
                    self.state = 310
                    self.match(MeaningParser.PLUS)


                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 313
                self.match(MeaningParser.NUMBER)
                self.state = 314
                self.match(MeaningParser.LPAREN)
                self.state = 315
                self.match(MeaningParser.NUMBER)
                self.state = 316
                self.match(MeaningParser.RPAREN)
                self.state = 318
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==97:
                    self.state = 317
                    self.match(MeaningParser.PLUS)


                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class BoundContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def AT_LEAST(self):
            return self.getToken(MeaningParser.AT_LEAST, 0)

        def AT_MOST(self):
            return self.getToken(MeaningParser.AT_MOST, 0)

        def EXACTLY(self):
            return self.getToken(MeaningParser.EXACTLY, 0)

        def LESS_THAN(self):
            return self.getToken(MeaningParser.LESS_THAN, 0)

        def MORE_THAN(self):
            return self.getToken(MeaningParser.MORE_THAN, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_bound

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBound" ):
                return visitor.visitBound(self)
            else:
                return visitor.visitChildren(self)




    def bound(self):

        localctx = MeaningParser.BoundContext(self, self._ctx, self.state)
        self.enterRule(localctx, 26, self.RULE_bound)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 322
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 1116892707587883008) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CardWordContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def CARD(self):
            return self.getToken(MeaningParser.CARD, 0)

        def DASH(self):
            return self.getToken(MeaningParser.DASH, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_cardWord

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCardWord" ):
                return visitor.visitCardWord(self)
            else:
                return visitor.visitChildren(self)




    def cardWord(self):

        localctx = MeaningParser.CardWordContext(self, self._ctx, self.state)
        self.enterRule(localctx, 28, self.RULE_cardWord)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 325
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==99:
                self.state = 324
                self.match(MeaningParser.DASH)


            self.state = 327
            self.match(MeaningParser.CARD)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SuitsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def suit(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(MeaningParser.SuitContext)
            else:
                return self.getTypedRuleContext(MeaningParser.SuitContext,i)


        def SLASH(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.SLASH)
            else:
                return self.getToken(MeaningParser.SLASH, i)

        def OR(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.OR)
            else:
                return self.getToken(MeaningParser.OR, i)

        def getRuleIndex(self):
            return MeaningParser.RULE_suits

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSuits" ):
                return visitor.visitSuits(self)
            else:
                return visitor.visitChildren(self)




    def suits(self):

        localctx = MeaningParser.SuitsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 30, self.RULE_suits)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 329
            self.suit()
            self.state = 334
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,42,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 330
                    _la = self._input.LA(1)
                    if not(_la==76 or _la==96):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()
                    self.state = 331
                    self.suit() 
                self.state = 336
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,42,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SuitContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def SUIT(self):
            return self.getToken(MeaningParser.SUIT, 0)

        def HASH(self):
            return self.getToken(MeaningParser.HASH, 0)

        def CLUBS(self):
            return self.getToken(MeaningParser.CLUBS, 0)

        def DIAMONDS(self):
            return self.getToken(MeaningParser.DIAMONDS, 0)

        def HEARTS(self):
            return self.getToken(MeaningParser.HEARTS, 0)

        def SPADES(self):
            return self.getToken(MeaningParser.SPADES, 0)

        def MAJOR_SYM(self):
            return self.getToken(MeaningParser.MAJOR_SYM, 0)

        def MINOR_SYM(self):
            return self.getToken(MeaningParser.MINOR_SYM, 0)

        def OTHER_MAJOR(self):
            return self.getToken(MeaningParser.OTHER_MAJOR, 0)

        def OTHER_MINOR(self):
            return self.getToken(MeaningParser.OTHER_MINOR, 0)

        def MAJOR(self):
            return self.getToken(MeaningParser.MAJOR, 0)

        def MINOR(self):
            return self.getToken(MeaningParser.MINOR, 0)

        def OTHERW(self):
            return self.getToken(MeaningParser.OTHERW, 0)

        def NEXT(self):
            return self.getToken(MeaningParser.NEXT, 0)

        def SUITW(self):
            return self.getToken(MeaningParser.SUITW, 0)

        def RED(self):
            return self.getToken(MeaningParser.RED, 0)

        def BLACK(self):
            return self.getToken(MeaningParser.BLACK, 0)

        def POINTED(self):
            return self.getToken(MeaningParser.POINTED, 0)

        def ROUNDED(self):
            return self.getToken(MeaningParser.ROUNDED, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_suit

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSuit" ):
                return visitor.visitSuit(self)
            else:
                return visitor.visitChildren(self)




    def suit(self):

        localctx = MeaningParser.SuitContext(self, self._ctx, self.state)
        self.enterRule(localctx, 32, self.RULE_suit)
        self._la = 0 # Token type
        try:
            self.state = 358
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,45,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 337
                self.match(MeaningParser.SUIT)
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 338
                self.match(MeaningParser.HASH)
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 339
                self.match(MeaningParser.CLUBS)
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 340
                self.match(MeaningParser.DIAMONDS)
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 341
                self.match(MeaningParser.HEARTS)
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 342
                self.match(MeaningParser.SPADES)
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 343
                self.match(MeaningParser.MAJOR_SYM)
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 344
                self.match(MeaningParser.MINOR_SYM)
                pass

            elif la_ == 9:
                self.enterOuterAlt(localctx, 9)
                self.state = 345
                self.match(MeaningParser.OTHER_MAJOR)
                pass

            elif la_ == 10:
                self.enterOuterAlt(localctx, 10)
                self.state = 346
                self.match(MeaningParser.OTHER_MINOR)
                pass

            elif la_ == 11:
                self.enterOuterAlt(localctx, 11)
                self.state = 348
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==22 or _la==23:
                    self.state = 347
                    _la = self._input.LA(1)
                    if not(_la==22 or _la==23):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 350
                _la = self._input.LA(1)
                if not(_la==13 or _la==15):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass

            elif la_ == 12:
                self.enterOuterAlt(localctx, 12)
                self.state = 351
                self.match(MeaningParser.NEXT)
                self.state = 352
                self.match(MeaningParser.SUITW)
                pass

            elif la_ == 13:
                self.enterOuterAlt(localctx, 13)
                self.state = 353
                _la = self._input.LA(1)
                if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 1966080) != 0)):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 355
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,44,self._ctx)
                if la_ == 1:
                    self.state = 354
                    self.match(MeaningParser.SUITW)


                pass

            elif la_ == 14:
                self.enterOuterAlt(localctx, 14)
                self.state = 357
                self.match(MeaningParser.SUITW)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CompareContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def suit(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(MeaningParser.SuitContext)
            else:
                return self.getTypedRuleContext(MeaningParser.SuitContext,i)


        def LONGER(self):
            return self.getToken(MeaningParser.LONGER, 0)

        def THAN(self):
            return self.getToken(MeaningParser.THAN, 0)

        def AS_LONG_AS(self):
            return self.getToken(MeaningParser.AS_LONG_AS, 0)

        def GT(self):
            return self.getToken(MeaningParser.GT, 0)

        def GE(self):
            return self.getToken(MeaningParser.GE, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_compare

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCompare" ):
                return visitor.visitCompare(self)
            else:
                return visitor.visitChildren(self)




    def compare(self):

        localctx = MeaningParser.CompareContext(self, self._ctx, self.state)
        self.enterRule(localctx, 34, self.RULE_compare)
        self._la = 0 # Token type
        try:
            self.state = 378
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,46,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 360
                self.suit()
                self.state = 361
                self.match(MeaningParser.LONGER)
                self.state = 362
                self.match(MeaningParser.THAN)
                self.state = 363
                self.suit()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 365
                self.match(MeaningParser.LONGER)
                self.state = 366
                self.suit()
                self.state = 367
                self.match(MeaningParser.THAN)
                self.state = 368
                self.suit()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 370
                self.suit()
                self.state = 371
                self.match(MeaningParser.AS_LONG_AS)
                self.state = 372
                self.suit()
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 374
                self.suit()
                self.state = 375
                _la = self._input.LA(1)
                if not(_la==103 or _la==104):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 376
                self.suit()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ShortnessContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def shortWord(self):
            return self.getTypedRuleContext(MeaningParser.ShortWordContext,0)


        def suits(self):
            return self.getTypedRuleContext(MeaningParser.SuitsContext,0)


        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def IN(self):
            return self.getToken(MeaningParser.IN, 0)

        def OF(self):
            return self.getToken(MeaningParser.OF, 0)

        def SOMEWHERE(self):
            return self.getToken(MeaningParser.SOMEWHERE, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_shortness

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitShortness" ):
                return visitor.visitShortness(self)
            else:
                return visitor.visitChildren(self)




    def shortness(self):

        localctx = MeaningParser.ShortnessContext(self, self._ctx, self.state)
        self.enterRule(localctx, 36, self.RULE_shortness)
        self._la = 0 # Token type
        try:
            self.state = 393
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,50,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 380
                self.shortWord()
                self.state = 382
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==80 or _la==81:
                    self.state = 381
                    _la = self._input.LA(1)
                    if not(_la==80 or _la==81):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 385
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==84:
                    self.state = 384
                    self.match(MeaningParser.THE)


                self.state = 387
                self.suits()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 389
                self.shortWord()
                self.state = 391
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,49,self._ctx)
                if la_ == 1:
                    self.state = 390
                    self.match(MeaningParser.SOMEWHERE)


                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ShortWordContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def SINGLETON(self):
            return self.getToken(MeaningParser.SINGLETON, 0)

        def OR(self):
            return self.getToken(MeaningParser.OR, 0)

        def VOID(self):
            return self.getToken(MeaningParser.VOID, 0)

        def SHORTNESS(self):
            return self.getToken(MeaningParser.SHORTNESS, 0)

        def SPLINTER(self):
            return self.getToken(MeaningParser.SPLINTER, 0)

        def DOUBLETON(self):
            return self.getToken(MeaningParser.DOUBLETON, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_shortWord

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitShortWord" ):
                return visitor.visitShortWord(self)
            else:
                return visitor.visitChildren(self)




    def shortWord(self):

        localctx = MeaningParser.ShortWordContext(self, self._ctx, self.state)
        self.enterRule(localctx, 38, self.RULE_shortWord)
        try:
            self.state = 404
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [42]:
                self.enterOuterAlt(localctx, 1)
                self.state = 395
                self.match(MeaningParser.SINGLETON)
                self.state = 398
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,51,self._ctx)
                if la_ == 1:
                    self.state = 396
                    self.match(MeaningParser.OR)
                    self.state = 397
                    self.match(MeaningParser.VOID)


                pass
            elif token in [43]:
                self.enterOuterAlt(localctx, 2)
                self.state = 400
                self.match(MeaningParser.VOID)
                pass
            elif token in [45]:
                self.enterOuterAlt(localctx, 3)
                self.state = 401
                self.match(MeaningParser.SHORTNESS)
                pass
            elif token in [46]:
                self.enterOuterAlt(localctx, 4)
                self.state = 402
                self.match(MeaningParser.SPLINTER)
                pass
            elif token in [44]:
                self.enterOuterAlt(localctx, 5)
                self.state = 403
                self.match(MeaningParser.DOUBLETON)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class StopperContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def STOPPER(self):
            return self.getToken(MeaningParser.STOPPER, 0)

        def suits(self):
            return self.getTypedRuleContext(MeaningParser.SuitsContext,0)


        def HALF(self):
            return self.getToken(MeaningParser.HALF, 0)

        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def IN(self):
            return self.getToken(MeaningParser.IN, 0)

        def FOR(self):
            return self.getToken(MeaningParser.FOR, 0)

        def OF(self):
            return self.getToken(MeaningParser.OF, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_stopper

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitStopper" ):
                return visitor.visitStopper(self)
            else:
                return visitor.visitChildren(self)




    def stopper(self):

        localctx = MeaningParser.StopperContext(self, self._ctx, self.state)
        self.enterRule(localctx, 40, self.RULE_stopper)
        self._la = 0 # Token type
        try:
            self.state = 423
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [40, 41]:
                self.enterOuterAlt(localctx, 1)
                self.state = 407
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==41:
                    self.state = 406
                    self.match(MeaningParser.HALF)


                self.state = 409
                self.match(MeaningParser.STOPPER)
                self.state = 411
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if ((((_la - 80)) & ~0x3f) == 0 and ((1 << (_la - 80)) & 7) != 0):
                    self.state = 410
                    _la = self._input.LA(1)
                    if not(((((_la - 80)) & ~0x3f) == 0 and ((1 << (_la - 80)) & 7) != 0)):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()


                self.state = 414
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==84:
                    self.state = 413
                    self.match(MeaningParser.THE)


                self.state = 416
                self.suits()
                pass
            elif token in [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 15, 17, 18, 19, 20, 21, 22, 23]:
                self.enterOuterAlt(localctx, 2)
                self.state = 417
                self.suits()
                self.state = 419
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==41:
                    self.state = 418
                    self.match(MeaningParser.HALF)


                self.state = 421
                self.match(MeaningParser.STOPPER)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ClassShapeContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NUMBER(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.NUMBER)
            else:
                return self.getToken(MeaningParser.NUMBER, i)

        def MAJOR_SYM(self):
            return self.getToken(MeaningParser.MAJOR_SYM, 0)

        def MINOR_SYM(self):
            return self.getToken(MeaningParser.MINOR_SYM, 0)

        def LPAREN(self):
            return self.getToken(MeaningParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(MeaningParser.RPAREN, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_classShape

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitClassShape" ):
                return visitor.visitClassShape(self)
            else:
                return visitor.visitChildren(self)




    def classShape(self):

        localctx = MeaningParser.ClassShapeContext(self, self._ctx, self.state)
        self.enterRule(localctx, 42, self.RULE_classShape)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 425
            self.match(MeaningParser.NUMBER)
            self.state = 426
            _la = self._input.LA(1)
            if not(_la==7 or _la==8):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 431
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [26]:
                self.state = 427
                self.match(MeaningParser.NUMBER)
                pass
            elif token in [88]:
                self.state = 428
                self.match(MeaningParser.LPAREN)
                self.state = 429
                self.match(MeaningParser.NUMBER)
                self.state = 430
                self.match(MeaningParser.RPAREN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SupportContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def SUPPORT(self):
            return self.getToken(MeaningParser.SUPPORT, 0)

        def lengthCount(self):
            return self.getTypedRuleContext(MeaningParser.LengthCountContext,0)


        def NUMWORD(self):
            return self.getToken(MeaningParser.NUMWORD, 0)

        def cardWord(self):
            return self.getTypedRuleContext(MeaningParser.CardWordContext,0)


        def LPAREN(self):
            return self.getToken(MeaningParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(MeaningParser.RPAREN, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_support

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSupport" ):
                return visitor.visitSupport(self)
            else:
                return visitor.visitChildren(self)




    def support(self):

        localctx = MeaningParser.SupportContext(self, self._ctx, self.state)
        self.enterRule(localctx, 44, self.RULE_support)
        self._la = 0 # Token type
        try:
            self.state = 446
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [26, 27, 88]:
                self.enterOuterAlt(localctx, 1)
                self.state = 435
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [26, 88]:
                    self.state = 433
                    self.lengthCount()
                    pass
                elif token in [27]:
                    self.state = 434
                    self.match(MeaningParser.NUMWORD)
                    pass
                else:
                    raise NoViableAltException(self)

                self.state = 438
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==35 or _la==99:
                    self.state = 437
                    self.cardWord()


                self.state = 440
                self.match(MeaningParser.SUPPORT)
                pass
            elif token in [48]:
                self.enterOuterAlt(localctx, 2)
                self.state = 441
                self.match(MeaningParser.SUPPORT)
                self.state = 442
                self.match(MeaningParser.LPAREN)
                self.state = 443
                self.lengthCount()
                self.state = 444
                self.match(MeaningParser.RPAREN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class HonourContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def suits(self):
            return self.getTypedRuleContext(MeaningParser.SuitsContext,0)


        def ACES(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.ACES)
            else:
                return self.getToken(MeaningParser.ACES, i)

        def KINGS(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.KINGS)
            else:
                return self.getToken(MeaningParser.KINGS, i)

        def IN(self):
            return self.getToken(MeaningParser.IN, 0)

        def OF(self):
            return self.getToken(MeaningParser.OF, 0)

        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def OR(self):
            return self.getToken(MeaningParser.OR, 0)

        def SLASH(self):
            return self.getToken(MeaningParser.SLASH, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_honour

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitHonour" ):
                return visitor.visitHonour(self)
            else:
                return visitor.visitChildren(self)




    def honour(self):

        localctx = MeaningParser.HonourContext(self, self._ctx, self.state)
        self.enterRule(localctx, 46, self.RULE_honour)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 448
            _la = self._input.LA(1)
            if not(_la==37 or _la==38):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 451
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==76 or _la==96:
                self.state = 449
                _la = self._input.LA(1)
                if not(_la==76 or _la==96):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 450
                _la = self._input.LA(1)
                if not(_la==37 or _la==38):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


            self.state = 453
            _la = self._input.LA(1)
            if not(_la==80 or _la==81):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 455
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==84:
                self.state = 454
                self.match(MeaningParser.THE)


            self.state = 457
            self.suits()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class AcesContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NUMBER(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.NUMBER)
            else:
                return self.getToken(MeaningParser.NUMBER, i)

        def ACES(self):
            return self.getToken(MeaningParser.ACES, 0)

        def KINGS(self):
            return self.getToken(MeaningParser.KINGS, 0)

        def KEYCARDS(self):
            return self.getToken(MeaningParser.KEYCARDS, 0)

        def OR(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.OR)
            else:
                return self.getToken(MeaningParser.OR, i)

        def SLASH(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.SLASH)
            else:
                return self.getToken(MeaningParser.SLASH, i)

        def getRuleIndex(self):
            return MeaningParser.RULE_aces

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAces" ):
                return visitor.visitAces(self)
            else:
                return visitor.visitChildren(self)




    def aces(self):

        localctx = MeaningParser.AcesContext(self, self._ctx, self.state)
        self.enterRule(localctx, 48, self.RULE_aces)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 459
            self.match(MeaningParser.NUMBER)
            self.state = 464
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            while _la==76 or _la==96:
                self.state = 460
                _la = self._input.LA(1)
                if not(_la==76 or _la==96):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 461
                self.match(MeaningParser.NUMBER)
                self.state = 466
                self._errHandler.sync(self)
                _la = self._input.LA(1)

            self.state = 467
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 962072674304) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ControlsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def lengthCount(self):
            return self.getTypedRuleContext(MeaningParser.LengthCountContext,0)


        def CONTROLS(self):
            return self.getToken(MeaningParser.CONTROLS, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_controls

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitControls" ):
                return visitor.visitControls(self)
            else:
                return visitor.visitChildren(self)




    def controls(self):

        localctx = MeaningParser.ControlsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 50, self.RULE_controls)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 469
            self.lengthCount()
            self.state = 470
            self.match(MeaningParser.CONTROLS)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class PointsContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NUMBER(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.NUMBER)
            else:
                return self.getToken(MeaningParser.NUMBER, i)

        def unit(self):
            return self.getTypedRuleContext(MeaningParser.UnitContext,0)


        def DASH(self):
            return self.getToken(MeaningParser.DASH, 0)

        def TO(self):
            return self.getToken(MeaningParser.TO, 0)

        def PLUS(self):
            return self.getToken(MeaningParser.PLUS, 0)

        def MINUS(self):
            return self.getToken(MeaningParser.MINUS, 0)

        def OR_LONGER(self):
            return self.getToken(MeaningParser.OR_LONGER, 0)

        def AT_LEAST(self):
            return self.getToken(MeaningParser.AT_LEAST, 0)

        def MORE_THAN(self):
            return self.getToken(MeaningParser.MORE_THAN, 0)

        def MINW(self):
            return self.getToken(MeaningParser.MINW, 0)

        def MAXW(self):
            return self.getToken(MeaningParser.MAXW, 0)

        def AT_MOST(self):
            return self.getToken(MeaningParser.AT_MOST, 0)

        def LESS_THAN(self):
            return self.getToken(MeaningParser.LESS_THAN, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_points

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitPoints" ):
                return visitor.visitPoints(self)
            else:
                return visitor.visitChildren(self)




    def points(self):

        localctx = MeaningParser.PointsContext(self, self._ctx, self.state)
        self.enterRule(localctx, 52, self.RULE_points)
        self._la = 0 # Token type
        try:
            self.state = 498
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,66,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 472
                self.match(MeaningParser.NUMBER)
                self.state = 473
                _la = self._input.LA(1)
                if not(_la==83 or _la==99):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 474
                self.match(MeaningParser.NUMBER)
                self.state = 475
                self.unit()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 476
                self.match(MeaningParser.NUMBER)
                self.state = 477
                self.match(MeaningParser.PLUS)
                self.state = 478
                self.unit()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 479
                self.match(MeaningParser.NUMBER)
                self.state = 480
                _la = self._input.LA(1)
                if not(_la==98 or _la==99):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 481
                self.unit()
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 482
                self.match(MeaningParser.NUMBER)
                self.state = 483
                self.match(MeaningParser.OR_LONGER)
                self.state = 484
                self.unit()
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 485
                self.match(MeaningParser.NUMBER)
                self.state = 486
                self.unit()
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 487
                _la = self._input.LA(1)
                if not(((((_la - 55)) & ~0x3f) == 0 and ((1 << (_la - 55)) & 521) != 0)):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 488
                self.match(MeaningParser.NUMBER)
                self.state = 489
                self.unit()
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 490
                self.match(MeaningParser.MAXW)
                self.state = 491
                self.match(MeaningParser.NUMBER)
                self.state = 492
                self.unit()
                pass

            elif la_ == 8:
                self.enterOuterAlt(localctx, 8)
                self.state = 493
                _la = self._input.LA(1)
                if not(_la==56 or _la==57):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 494
                self.match(MeaningParser.NUMBER)
                self.state = 496
                self._errHandler.sync(self)
                la_ = self._interp.adaptivePredict(self._input,65,self._ctx)
                if la_ == 1:
                    self.state = 495
                    self.unit()


                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class UnitContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def HCP(self):
            return self.getToken(MeaningParser.HCP, 0)

        def POINTS(self):
            return self.getToken(MeaningParser.POINTS, 0)

        def TOTAL(self):
            return self.getToken(MeaningParser.TOTAL, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_unit

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitUnit" ):
                return visitor.visitUnit(self)
            else:
                return visitor.visitChildren(self)




    def unit(self):

        localctx = MeaningParser.UnitContext(self, self._ctx, self.state)
        self.enterRule(localctx, 54, self.RULE_unit)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 500
            _la = self._input.LA(1)
            if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 30064771072) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ShapesContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def shape(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(MeaningParser.ShapeContext)
            else:
                return self.getTypedRuleContext(MeaningParser.ShapeContext,i)


        def OR(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.OR)
            else:
                return self.getToken(MeaningParser.OR, i)

        def SLASH(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.SLASH)
            else:
                return self.getToken(MeaningParser.SLASH, i)

        def COMMA(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.COMMA)
            else:
                return self.getToken(MeaningParser.COMMA, i)

        def getRuleIndex(self):
            return MeaningParser.RULE_shapes

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitShapes" ):
                return visitor.visitShapes(self)
            else:
                return visitor.visitChildren(self)




    def shapes(self):

        localctx = MeaningParser.ShapesContext(self, self._ctx, self.state)
        self.enterRule(localctx, 56, self.RULE_shapes)
        self._la = 0 # Token type
        try:
            self.state = 520
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,69,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 502
                self.shape()
                self.state = 507
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                while _la==92:
                    self.state = 503
                    self.match(MeaningParser.COMMA)
                    self.state = 504
                    self.shape()
                    self.state = 509
                    self._errHandler.sync(self)
                    _la = self._input.LA(1)

                self.state = 510
                _la = self._input.LA(1)
                if not(_la==76 or _la==96):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 511
                self.shape()
                self.state = 516
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,68,self._ctx)
                while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                    if _alt==1:
                        self.state = 512
                        _la = self._input.LA(1)
                        if not(_la==76 or _la==96):
                            self._errHandler.recoverInline(self)
                        else:
                            self._errHandler.reportMatch(self)
                            self.consume()
                        self.state = 513
                        self.shape() 
                    self.state = 518
                    self._errHandler.sync(self)
                    _alt = self._interp.adaptivePredict(self._input,68,self._ctx)

                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 519
                self.shape()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ShapeContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def SHAPE4(self):
            return self.getToken(MeaningParser.SHAPE4, 0)

        def NUMBER(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.NUMBER)
            else:
                return self.getToken(MeaningParser.NUMBER, i)

        def DASH(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.DASH)
            else:
                return self.getToken(MeaningParser.DASH, i)

        def LPAREN(self):
            return self.getToken(MeaningParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(MeaningParser.RPAREN, 0)

        def BALANCED(self):
            return self.getToken(MeaningParser.BALANCED, 0)

        def SEMIBAL(self):
            return self.getToken(MeaningParser.SEMIBAL, 0)

        def UNBALANCED(self):
            return self.getToken(MeaningParser.UNBALANCED, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_shape

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitShape" ):
                return visitor.visitShape(self)
            else:
                return visitor.visitChildren(self)




    def shape(self):

        localctx = MeaningParser.ShapeContext(self, self._ctx, self.state)
        self.enterRule(localctx, 58, self.RULE_shape)
        try:
            self.state = 541
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,70,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 522
                self.match(MeaningParser.SHAPE4)
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 523
                self.match(MeaningParser.NUMBER)
                self.state = 524
                self.match(MeaningParser.DASH)
                self.state = 525
                self.match(MeaningParser.NUMBER)
                self.state = 526
                self.match(MeaningParser.DASH)
                self.state = 527
                self.match(MeaningParser.NUMBER)
                self.state = 528
                self.match(MeaningParser.DASH)
                self.state = 529
                self.match(MeaningParser.NUMBER)
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 530
                self.match(MeaningParser.LPAREN)
                self.state = 531
                self.match(MeaningParser.NUMBER)
                self.state = 532
                self.match(MeaningParser.RPAREN)
                self.state = 533
                self.match(MeaningParser.NUMBER)
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 534
                self.match(MeaningParser.NUMBER)
                self.state = 535
                self.match(MeaningParser.LPAREN)
                self.state = 536
                self.match(MeaningParser.NUMBER)
                self.state = 537
                self.match(MeaningParser.RPAREN)
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 538
                self.match(MeaningParser.BALANCED)
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 539
                self.match(MeaningParser.SEMIBAL)
                pass

            elif la_ == 7:
                self.enterOuterAlt(localctx, 7)
                self.state = 540
                self.match(MeaningParser.UNBALANCED)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class BareNumbersContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NUMBER(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.NUMBER)
            else:
                return self.getToken(MeaningParser.NUMBER, i)

        def DASH(self):
            return self.getToken(MeaningParser.DASH, 0)

        def TO(self):
            return self.getToken(MeaningParser.TO, 0)

        def PLUS(self):
            return self.getToken(MeaningParser.PLUS, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_bareNumbers

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBareNumbers" ):
                return visitor.visitBareNumbers(self)
            else:
                return visitor.visitChildren(self)




    def bareNumbers(self):

        localctx = MeaningParser.BareNumbersContext(self, self._ctx, self.state)
        self.enterRule(localctx, 60, self.RULE_bareNumbers)
        self._la = 0 # Token type
        try:
            self.state = 548
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,71,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 543
                self.match(MeaningParser.NUMBER)
                self.state = 544
                _la = self._input.LA(1)
                if not(_la==83 or _la==99):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 545
                self.match(MeaningParser.NUMBER)
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 546
                self.match(MeaningParser.NUMBER)
                self.state = 547
                self.match(MeaningParser.PLUS)
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class NegatedContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NEGW(self):
            return self.getToken(MeaningParser.NEGW, 0)

        def negatable(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(MeaningParser.NegatableContext)
            else:
                return self.getTypedRuleContext(MeaningParser.NegatableContext,i)


        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def ANY(self):
            return self.getToken(MeaningParser.ANY, 0)

        def AND(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.AND)
            else:
                return self.getToken(MeaningParser.AND, i)

        def OR(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.OR)
            else:
                return self.getToken(MeaningParser.OR, i)

        def getRuleIndex(self):
            return MeaningParser.RULE_negated

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitNegated" ):
                return visitor.visitNegated(self)
            else:
                return visitor.visitChildren(self)




    def negated(self):

        localctx = MeaningParser.NegatedContext(self, self._ctx, self.state)
        self.enterRule(localctx, 62, self.RULE_negated)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 550
            self.match(MeaningParser.NEGW)
            self.state = 552
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==84 or _la==86:
                self.state = 551
                _la = self._input.LA(1)
                if not(_la==84 or _la==86):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()


            self.state = 554
            self.negatable()
            self.state = 559
            self._errHandler.sync(self)
            _alt = self._interp.adaptivePredict(self._input,73,self._ctx)
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt==1:
                    self.state = 555
                    _la = self._input.LA(1)
                    if not(_la==76 or _la==77):
                        self._errHandler.recoverInline(self)
                    else:
                        self._errHandler.reportMatch(self)
                        self.consume()
                    self.state = 556
                    self.negatable() 
                self.state = 561
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,73,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class NegatableContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def twoSuited(self):
            return self.getTypedRuleContext(MeaningParser.TwoSuitedContext,0)


        def length(self):
            return self.getTypedRuleContext(MeaningParser.LengthContext,0)


        def shapes(self):
            return self.getTypedRuleContext(MeaningParser.ShapesContext,0)


        def shortness(self):
            return self.getTypedRuleContext(MeaningParser.ShortnessContext,0)


        def stopper(self):
            return self.getTypedRuleContext(MeaningParser.StopperContext,0)


        def support(self):
            return self.getTypedRuleContext(MeaningParser.SupportContext,0)


        def getRuleIndex(self):
            return MeaningParser.RULE_negatable

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitNegatable" ):
                return visitor.visitNegatable(self)
            else:
                return visitor.visitChildren(self)




    def negatable(self):

        localctx = MeaningParser.NegatableContext(self, self._ctx, self.state)
        self.enterRule(localctx, 64, self.RULE_negatable)
        try:
            self.state = 568
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,74,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 562
                self.twoSuited()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 563
                self.length()
                pass

            elif la_ == 3:
                self.enterOuterAlt(localctx, 3)
                self.state = 564
                self.shapes()
                pass

            elif la_ == 4:
                self.enterOuterAlt(localctx, 4)
                self.state = 565
                self.shortness()
                pass

            elif la_ == 5:
                self.enterOuterAlt(localctx, 5)
                self.state = 566
                self.stopper()
                pass

            elif la_ == 6:
                self.enterOuterAlt(localctx, 6)
                self.state = 567
                self.support()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def CALL(self):
            return self.getToken(MeaningParser.CALL, 0)

        def CALLPAT(self):
            return self.getToken(MeaningParser.CALLPAT, 0)

        def NUMBER(self):
            return self.getToken(MeaningParser.NUMBER, 0)

        def SUIT(self):
            return self.getToken(MeaningParser.SUIT, 0)

        def NT(self):
            return self.getToken(MeaningParser.NT, 0)

        def HASH(self):
            return self.getToken(MeaningParser.HASH, 0)

        def MAJOR_SYM(self):
            return self.getToken(MeaningParser.MAJOR_SYM, 0)

        def MINOR_SYM(self):
            return self.getToken(MeaningParser.MINOR_SYM, 0)

        def OTHER_MAJOR(self):
            return self.getToken(MeaningParser.OTHER_MAJOR, 0)

        def OTHER_MINOR(self):
            return self.getToken(MeaningParser.OTHER_MINOR, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_call

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCall" ):
                return visitor.visitCall(self)
            else:
                return visitor.visitChildren(self)




    def call(self):

        localctx = MeaningParser.CallContext(self, self._ctx, self.state)
        self.enterRule(localctx, 66, self.RULE_call)
        self._la = 0 # Token type
        try:
            self.state = 574
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [28]:
                self.enterOuterAlt(localctx, 1)
                self.state = 570
                self.match(MeaningParser.CALL)
                pass
            elif token in [29]:
                self.enterOuterAlt(localctx, 2)
                self.state = 571
                self.match(MeaningParser.CALLPAT)
                pass
            elif token in [26]:
                self.enterOuterAlt(localctx, 3)
                self.state = 572
                self.match(MeaningParser.NUMBER)
                self.state = 573
                _la = self._input.LA(1)
                if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 2147490182) != 0)):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class AuctionContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def auctionCall(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(MeaningParser.AuctionCallContext)
            else:
                return self.getTypedRuleContext(MeaningParser.AuctionCallContext,i)


        def DASH(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.DASH)
            else:
                return self.getToken(MeaningParser.DASH, i)

        def getRuleIndex(self):
            return MeaningParser.RULE_auction

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAuction" ):
                return visitor.visitAuction(self)
            else:
                return visitor.visitChildren(self)




    def auction(self):

        localctx = MeaningParser.AuctionContext(self, self._ctx, self.state)
        self.enterRule(localctx, 68, self.RULE_auction)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 576
            self.auctionCall()
            self.state = 579 
            self._errHandler.sync(self)
            _alt = 1
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt == 1:
                    self.state = 577
                    self.match(MeaningParser.DASH)
                    self.state = 578
                    self.auctionCall()

                else:
                    raise NoViableAltException(self)
                self.state = 581 
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,76,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class AuctionCallContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def call(self):
            return self.getTypedRuleContext(MeaningParser.CallContext,0)


        def LPAREN(self):
            return self.getToken(MeaningParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(MeaningParser.RPAREN, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_auctionCall

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitAuctionCall" ):
                return visitor.visitAuctionCall(self)
            else:
                return visitor.visitChildren(self)




    def auctionCall(self):

        localctx = MeaningParser.AuctionCallContext(self, self._ctx, self.state)
        self.enterRule(localctx, 70, self.RULE_auctionCall)
        try:
            self.state = 588
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [26, 28, 29]:
                self.enterOuterAlt(localctx, 1)
                self.state = 583
                self.call()
                pass
            elif token in [88]:
                self.enterOuterAlt(localctx, 2)
                self.state = 584
                self.match(MeaningParser.LPAREN)
                self.state = 585
                self.call()
                self.state = 586
                self.match(MeaningParser.RPAREN)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallFamilyContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def NUMBER(self):
            return self.getToken(MeaningParser.NUMBER, 0)

        def SUIT(self, i:int=None):
            if i is None:
                return self.getTokens(MeaningParser.SUIT)
            else:
                return self.getToken(MeaningParser.SUIT, i)

        def getRuleIndex(self):
            return MeaningParser.RULE_callFamily

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallFamily" ):
                return visitor.visitCallFamily(self)
            else:
                return visitor.visitChildren(self)




    def callFamily(self):

        localctx = MeaningParser.CallFamilyContext(self, self._ctx, self.state)
        self.enterRule(localctx, 72, self.RULE_callFamily)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 590
            self.match(MeaningParser.NUMBER)
            self.state = 591
            self.match(MeaningParser.SUIT)
            self.state = 593 
            self._errHandler.sync(self)
            _alt = 1
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt == 1:
                    self.state = 592
                    self.match(MeaningParser.SUIT)

                else:
                    raise NoViableAltException(self)
                self.state = 595 
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,78,self._ctx)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallMentionContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def TO(self):
            return self.getToken(MeaningParser.TO, 0)

        def CALLCTX(self):
            return self.getToken(MeaningParser.CALLCTX, 0)

        def THAN(self):
            return self.getToken(MeaningParser.THAN, 0)

        def callFamily(self):
            return self.getTypedRuleContext(MeaningParser.CallFamilyContext,0)


        def call(self):
            return self.getTypedRuleContext(MeaningParser.CallContext,0)


        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_callMention

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallMention" ):
                return visitor.visitCallMention(self)
            else:
                return visitor.visitChildren(self)




    def callMention(self):

        localctx = MeaningParser.CallMentionContext(self, self._ctx, self.state)
        self.enterRule(localctx, 74, self.RULE_callMention)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 597
            _la = self._input.LA(1)
            if not(((((_la - 53)) & ~0x3f) == 0 and ((1 << (_la - 53)) & 18253611009) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 599
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==84:
                self.state = 598
                self.match(MeaningParser.THE)


            self.state = 603
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,80,self._ctx)
            if la_ == 1:
                self.state = 601
                self.callFamily()
                pass

            elif la_ == 2:
                self.state = 602
                self.call()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallDefContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def EQ(self):
            return self.getToken(MeaningParser.EQ, 0)

        def COLON(self):
            return self.getToken(MeaningParser.COLON, 0)

        def CALL(self):
            return self.getToken(MeaningParser.CALL, 0)

        def CALLPAT(self):
            return self.getToken(MeaningParser.CALLPAT, 0)

        def NUMBER(self):
            return self.getToken(MeaningParser.NUMBER, 0)

        def SUIT(self):
            return self.getToken(MeaningParser.SUIT, 0)

        def NT(self):
            return self.getToken(MeaningParser.NT, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_callDef

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallDef" ):
                return visitor.visitCallDef(self)
            else:
                return visitor.visitChildren(self)




    def callDef(self):

        localctx = MeaningParser.CallDefContext(self, self._ctx, self.state)
        self.enterRule(localctx, 76, self.RULE_callDef)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 611
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,81,self._ctx)
            if la_ == 1:
                self.state = 605
                self.match(MeaningParser.CALL)
                pass

            elif la_ == 2:
                self.state = 606
                self.match(MeaningParser.CALLPAT)
                pass

            elif la_ == 3:
                self.state = 607
                self.match(MeaningParser.NUMBER)
                self.state = 608
                self.match(MeaningParser.SUIT)
                pass

            elif la_ == 4:
                self.state = 609
                self.match(MeaningParser.NUMBER)
                self.state = 610
                self.match(MeaningParser.NT)
                pass


            self.state = 613
            _la = self._input.LA(1)
            if not(_la==94 or _la==100):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class BindingContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def EQ(self):
            return self.getToken(MeaningParser.EQ, 0)

        def suit(self):
            return self.getTypedRuleContext(MeaningParser.SuitContext,0)


        def MAJOR_SYM(self):
            return self.getToken(MeaningParser.MAJOR_SYM, 0)

        def MINOR_SYM(self):
            return self.getToken(MeaningParser.MINOR_SYM, 0)

        def OTHER_MAJOR(self):
            return self.getToken(MeaningParser.OTHER_MAJOR, 0)

        def OTHER_MINOR(self):
            return self.getToken(MeaningParser.OTHER_MINOR, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_binding

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitBinding" ):
                return visitor.visitBinding(self)
            else:
                return visitor.visitChildren(self)




    def binding(self):

        localctx = MeaningParser.BindingContext(self, self._ctx, self.state)
        self.enterRule(localctx, 78, self.RULE_binding)
        self._la = 0 # Token type
        try:
            self.state = 622
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,82,self._ctx)
            if la_ == 1:
                self.enterOuterAlt(localctx, 1)
                self.state = 615
                _la = self._input.LA(1)
                if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 6528) != 0)):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 616
                self.match(MeaningParser.EQ)
                self.state = 617
                self.suit()
                pass

            elif la_ == 2:
                self.enterOuterAlt(localctx, 2)
                self.state = 618
                self.suit()
                self.state = 619
                self.match(MeaningParser.EQ)
                self.state = 620
                _la = self._input.LA(1)
                if not((((_la) & ~0x3f) == 0 and ((1 << _la) & 6528) != 0)):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                pass


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class CallRefContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def CALL(self):
            return self.getToken(MeaningParser.CALL, 0)

        def CALLPAT(self):
            return self.getToken(MeaningParser.CALLPAT, 0)

        def NUMBER(self):
            return self.getToken(MeaningParser.NUMBER, 0)

        def NT(self):
            return self.getToken(MeaningParser.NT, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_callRef

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCallRef" ):
                return visitor.visitCallRef(self)
            else:
                return visitor.visitChildren(self)




    def callRef(self):

        localctx = MeaningParser.CallRefContext(self, self._ctx, self.state)
        self.enterRule(localctx, 80, self.RULE_callRef)
        try:
            self.state = 628
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [28]:
                self.enterOuterAlt(localctx, 1)
                self.state = 624
                self.match(MeaningParser.CALL)
                pass
            elif token in [29]:
                self.enterOuterAlt(localctx, 2)
                self.state = 625
                self.match(MeaningParser.CALLPAT)
                pass
            elif token in [26]:
                self.enterOuterAlt(localctx, 3)
                self.state = 626
                self.match(MeaningParser.NUMBER)
                self.state = 627
                self.match(MeaningParser.NT)
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ForceContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def forceWord(self):
            return self.getTypedRuleContext(MeaningParser.ForceWordContext,0)


        def PLUS(self):
            return self.getToken(MeaningParser.PLUS, 0)

        def forceTarget(self):
            return self.getTypedRuleContext(MeaningParser.ForceTargetContext,0)


        def getRuleIndex(self):
            return MeaningParser.RULE_force

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitForce" ):
                return visitor.visitForce(self)
            else:
                return visitor.visitChildren(self)




    def force(self):

        localctx = MeaningParser.ForceContext(self, self._ctx, self.state)
        self.enterRule(localctx, 82, self.RULE_force)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 630
            self.forceWord()
            self.state = 632
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,84,self._ctx)
            if la_ == 1:
                self.state = 631
                self.match(MeaningParser.PLUS)


            self.state = 635
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,85,self._ctx)
            if la_ == 1:
                self.state = 634
                self.forceTarget()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ForceWordContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def FORCE(self):
            return self.getToken(MeaningParser.FORCE, 0)

        def FORCE_F(self):
            return self.getToken(MeaningParser.FORCE_F, 0)

        def STRENGTH(self):
            return self.getToken(MeaningParser.STRENGTH, 0)

        def MINW(self):
            return self.getToken(MeaningParser.MINW, 0)

        def MAXW(self):
            return self.getToken(MeaningParser.MAXW, 0)

        def NATW(self):
            return self.getToken(MeaningParser.NATW, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_forceWord

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitForceWord" ):
                return visitor.visitForceWord(self)
            else:
                return visitor.visitChildren(self)




    def forceWord(self):

        localctx = MeaningParser.ForceWordContext(self, self._ctx, self.state)
        self.enterRule(localctx, 84, self.RULE_forceWord)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 637
            _la = self._input.LA(1)
            if not(((((_la - 61)) & ~0x3f) == 0 and ((1 << (_la - 61)) & 63) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ForceTargetContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def IN(self):
            return self.getToken(MeaningParser.IN, 0)

        def FOR(self):
            return self.getToken(MeaningParser.FOR, 0)

        def TO(self):
            return self.getToken(MeaningParser.TO, 0)

        def OF(self):
            return self.getToken(MeaningParser.OF, 0)

        def suits(self):
            return self.getTypedRuleContext(MeaningParser.SuitsContext,0)


        def call(self):
            return self.getTypedRuleContext(MeaningParser.CallContext,0)


        def NT(self):
            return self.getToken(MeaningParser.NT, 0)

        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_forceTarget

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitForceTarget" ):
                return visitor.visitForceTarget(self)
            else:
                return visitor.visitChildren(self)




    def forceTarget(self):

        localctx = MeaningParser.ForceTargetContext(self, self._ctx, self.state)
        self.enterRule(localctx, 86, self.RULE_forceTarget)
        self._la = 0 # Token type
        try:
            self.state = 649
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [80, 81, 82, 83]:
                self.enterOuterAlt(localctx, 1)
                self.state = 639
                _la = self._input.LA(1)
                if not(((((_la - 80)) & ~0x3f) == 0 and ((1 << (_la - 80)) & 15) != 0)):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 641
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==84:
                    self.state = 640
                    self.match(MeaningParser.THE)


                self.state = 646
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 15, 17, 18, 19, 20, 21, 22, 23]:
                    self.state = 643
                    self.suits()
                    pass
                elif token in [26, 28, 29]:
                    self.state = 644
                    self.call()
                    pass
                elif token in [31]:
                    self.state = 645
                    self.match(MeaningParser.NT)
                    pass
                else:
                    raise NoViableAltException(self)

                pass
            elif token in [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 15, 17, 18, 19, 20, 21, 22, 23]:
                self.enterOuterAlt(localctx, 2)
                self.state = 648
                self.suits()
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ConventionContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def conventionName(self, i:int=None):
            if i is None:
                return self.getTypedRuleContexts(MeaningParser.ConventionNameContext)
            else:
                return self.getTypedRuleContext(MeaningParser.ConventionNameContext,i)


        def conventionTarget(self):
            return self.getTypedRuleContext(MeaningParser.ConventionTargetContext,0)


        def getRuleIndex(self):
            return MeaningParser.RULE_convention

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitConvention" ):
                return visitor.visitConvention(self)
            else:
                return visitor.visitChildren(self)




    def convention(self):

        localctx = MeaningParser.ConventionContext(self, self._ctx, self.state)
        self.enterRule(localctx, 88, self.RULE_convention)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 652 
            self._errHandler.sync(self)
            _alt = 1
            while _alt!=2 and _alt!=ATN.INVALID_ALT_NUMBER:
                if _alt == 1:
                    self.state = 651
                    self.conventionName()

                else:
                    raise NoViableAltException(self)
                self.state = 654 
                self._errHandler.sync(self)
                _alt = self._interp.adaptivePredict(self._input,89,self._ctx)

            self.state = 657
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,90,self._ctx)
            if la_ == 1:
                self.state = 656
                self.conventionTarget()


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ConventionNameContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def CONVENTION(self):
            return self.getToken(MeaningParser.CONVENTION, 0)

        def FOURTH(self):
            return self.getToken(MeaningParser.FOURTH, 0)

        def SPLINTER(self):
            return self.getToken(MeaningParser.SPLINTER, 0)

        def RKC_SCHEME(self):
            return self.getToken(MeaningParser.RKC_SCHEME, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_conventionName

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitConventionName" ):
                return visitor.visitConventionName(self)
            else:
                return visitor.visitChildren(self)




    def conventionName(self):

        localctx = MeaningParser.ConventionNameContext(self, self._ctx, self.state)
        self.enterRule(localctx, 90, self.RULE_conventionName)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 659
            _la = self._input.LA(1)
            if not(((((_la - 24)) & ~0x3f) == 0 and ((1 << (_la - 24)) & 8796097216577) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ConventionTargetContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def IN(self):
            return self.getToken(MeaningParser.IN, 0)

        def FOR(self):
            return self.getToken(MeaningParser.FOR, 0)

        def TO(self):
            return self.getToken(MeaningParser.TO, 0)

        def OF(self):
            return self.getToken(MeaningParser.OF, 0)

        def suits(self):
            return self.getTypedRuleContext(MeaningParser.SuitsContext,0)


        def call(self):
            return self.getTypedRuleContext(MeaningParser.CallContext,0)


        def NT(self):
            return self.getToken(MeaningParser.NT, 0)

        def SUIT_LETTER(self):
            return self.getToken(MeaningParser.SUIT_LETTER, 0)

        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_conventionTarget

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitConventionTarget" ):
                return visitor.visitConventionTarget(self)
            else:
                return visitor.visitChildren(self)




    def conventionTarget(self):

        localctx = MeaningParser.ConventionTargetContext(self, self._ctx, self.state)
        self.enterRule(localctx, 92, self.RULE_conventionTarget)
        self._la = 0 # Token type
        try:
            self.state = 672
            self._errHandler.sync(self)
            token = self._input.LA(1)
            if token in [80, 81, 82, 83]:
                self.enterOuterAlt(localctx, 1)
                self.state = 661
                _la = self._input.LA(1)
                if not(((((_la - 80)) & ~0x3f) == 0 and ((1 << (_la - 80)) & 15) != 0)):
                    self._errHandler.recoverInline(self)
                else:
                    self._errHandler.reportMatch(self)
                    self.consume()
                self.state = 663
                self._errHandler.sync(self)
                _la = self._input.LA(1)
                if _la==84:
                    self.state = 662
                    self.match(MeaningParser.THE)


                self.state = 669
                self._errHandler.sync(self)
                token = self._input.LA(1)
                if token in [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 15, 17, 18, 19, 20, 21, 22, 23]:
                    self.state = 665
                    self.suits()
                    pass
                elif token in [26, 28, 29]:
                    self.state = 666
                    self.call()
                    pass
                elif token in [31]:
                    self.state = 667
                    self.match(MeaningParser.NT)
                    pass
                elif token in [105]:
                    self.state = 668
                    self.match(MeaningParser.SUIT_LETTER)
                    pass
                else:
                    raise NoViableAltException(self)

                pass
            elif token in [1, 2, 3, 4, 5, 6, 7, 8, 11, 12, 13, 15, 17, 18, 19, 20, 21, 22, 23]:
                self.enterOuterAlt(localctx, 2)
                self.state = 671
                self.suits()
                pass
            else:
                raise NoViableAltException(self)

        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class OneOfContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def ONE_OF(self):
            return self.getToken(MeaningParser.ONE_OF, 0)

        def COLON(self):
            return self.getToken(MeaningParser.COLON, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_oneOf

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitOneOf" ):
                return visitor.visitOneOf(self)
            else:
                return visitor.visitChildren(self)




    def oneOf(self):

        localctx = MeaningParser.OneOfContext(self, self._ctx, self.state)
        self.enterRule(localctx, 94, self.RULE_oneOf)
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 674
            self.match(MeaningParser.ONE_OF)
            self.state = 676
            self._errHandler.sync(self)
            la_ = self._interp.adaptivePredict(self._input,94,self._ctx)
            if la_ == 1:
                self.state = 675
                self.match(MeaningParser.COLON)


        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class EnumMarkerContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def RPAREN(self):
            return self.getToken(MeaningParser.RPAREN, 0)

        def NUMBER(self):
            return self.getToken(MeaningParser.NUMBER, 0)

        def WORD(self):
            return self.getToken(MeaningParser.WORD, 0)

        def THE(self):
            return self.getToken(MeaningParser.THE, 0)

        def SUIT_LETTER(self):
            return self.getToken(MeaningParser.SUIT_LETTER, 0)

        def LPAREN(self):
            return self.getToken(MeaningParser.LPAREN, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_enumMarker

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitEnumMarker" ):
                return visitor.visitEnumMarker(self)
            else:
                return visitor.visitChildren(self)




    def enumMarker(self):

        localctx = MeaningParser.EnumMarkerContext(self, self._ctx, self.state)
        self.enterRule(localctx, 96, self.RULE_enumMarker)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 679
            self._errHandler.sync(self)
            _la = self._input.LA(1)
            if _la==88:
                self.state = 678
                self.match(MeaningParser.LPAREN)


            self.state = 681
            _la = self._input.LA(1)
            if not(_la==26 or ((((_la - 84)) & ~0x3f) == 0 and ((1 << (_la - 84)) & 6291457) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
            self.state = 682
            self.match(MeaningParser.RPAREN)
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class HedgeContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def HEDGE_A(self):
            return self.getToken(MeaningParser.HEDGE_A, 0)

        def HEDGE_M(self):
            return self.getToken(MeaningParser.HEDGE_M, 0)

        def HEDGE_P(self):
            return self.getToken(MeaningParser.HEDGE_P, 0)

        def TILDE(self):
            return self.getToken(MeaningParser.TILDE, 0)

        def QMARK(self):
            return self.getToken(MeaningParser.QMARK, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_hedge

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitHedge" ):
                return visitor.visitHedge(self)
            else:
                return visitor.visitChildren(self)




    def hedge(self):

        localctx = MeaningParser.HedgeContext(self, self._ctx, self.state)
        self.enterRule(localctx, 98, self.RULE_hedge)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 684
            _la = self._input.LA(1)
            if not(((((_la - 71)) & ~0x3f) == 0 and ((1 << (_la - 71)) & 3221225479) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ConditionContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def COND(self):
            return self.getToken(MeaningParser.COND, 0)

        def ABOUT(self):
            return self.getToken(MeaningParser.ABOUT, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_condition

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitCondition" ):
                return visitor.visitCondition(self)
            else:
                return visitor.visitChildren(self)




    def condition(self):

        localctx = MeaningParser.ConditionContext(self, self._ctx, self.state)
        self.enterRule(localctx, 100, self.RULE_condition)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 686
            _la = self._input.LA(1)
            if not(_la==69 or _la==70):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class ConnectiveContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def OR(self):
            return self.getToken(MeaningParser.OR, 0)

        def AND(self):
            return self.getToken(MeaningParser.AND, 0)

        def WITH(self):
            return self.getToken(MeaningParser.WITH, 0)

        def EITHER(self):
            return self.getToken(MeaningParser.EITHER, 0)

        def IE(self):
            return self.getToken(MeaningParser.IE, 0)

        def PLUS(self):
            return self.getToken(MeaningParser.PLUS, 0)

        def SLASH(self):
            return self.getToken(MeaningParser.SLASH, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_connective

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitConnective" ):
                return visitor.visitConnective(self)
            else:
                return visitor.visitChildren(self)




    def connective(self):

        localctx = MeaningParser.ConnectiveContext(self, self._ctx, self.state)
        self.enterRule(localctx, 102, self.RULE_connective)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 688
            _la = self._input.LA(1)
            if not(((((_la - 75)) & ~0x3f) == 0 and ((1 << (_la - 75)) & 6291487) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx


    class SeparatorContext(ParserRuleContext):
        __slots__ = 'parser'

        def __init__(self, parser, parent:ParserRuleContext=None, invokingState:int=-1):
            super().__init__(parent, invokingState)
            self.parser = parser

        def COMMA(self):
            return self.getToken(MeaningParser.COMMA, 0)

        def SEMI(self):
            return self.getToken(MeaningParser.SEMI, 0)

        def COLON(self):
            return self.getToken(MeaningParser.COLON, 0)

        def PERIOD(self):
            return self.getToken(MeaningParser.PERIOD, 0)

        def LPAREN(self):
            return self.getToken(MeaningParser.LPAREN, 0)

        def RPAREN(self):
            return self.getToken(MeaningParser.RPAREN, 0)

        def LBRACK(self):
            return self.getToken(MeaningParser.LBRACK, 0)

        def RBRACK(self):
            return self.getToken(MeaningParser.RBRACK, 0)

        def DASH(self):
            return self.getToken(MeaningParser.DASH, 0)

        def getRuleIndex(self):
            return MeaningParser.RULE_separator

        def accept(self, visitor:ParseTreeVisitor):
            if hasattr( visitor, "visitSeparator" ):
                return visitor.visitSeparator(self)
            else:
                return visitor.visitChildren(self)




    def separator(self):

        localctx = MeaningParser.SeparatorContext(self, self._ctx, self.state)
        self.enterRule(localctx, 104, self.RULE_separator)
        self._la = 0 # Token type
        try:
            self.enterOuterAlt(localctx, 1)
            self.state = 690
            _la = self._input.LA(1)
            if not(((((_la - 88)) & ~0x3f) == 0 and ((1 << (_la - 88)) & 2303) != 0)):
                self._errHandler.recoverInline(self)
            else:
                self._errHandler.reportMatch(self)
                self.consume()
        except RecognitionException as re:
            localctx.exception = re
            self._errHandler.reportError(self, re)
            self._errHandler.recover(self, re)
        finally:
            self.exitRule()
        return localctx





